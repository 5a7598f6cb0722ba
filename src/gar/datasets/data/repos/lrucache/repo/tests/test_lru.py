import pytest

from cachelib import LRUCache, memoize


def test_put_get():
    cache = LRUCache(2)
    cache.put("a", 1)
    assert cache.get("a") == 1
    assert cache.get("zz", 0) == 0


def test_eviction_order():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.put("c", 3)
    assert "a" not in cache and len(cache) == 2


def test_capacity_validated():
    with pytest.raises(ValueError):
        LRUCache(0)


def test_get_refreshes_recency():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.get("a")
    cache.put("c", 3)
    assert "a" in cache and "b" not in cache


def test_memoize_keeps_hot_entries():
    calls = []

    @memoize(maxsize=2)
    def square(x):
        calls.append(x)
        return x * x

    square(1), square(2), square(1), square(3), square(1)
    assert calls == [1, 2, 3]
