"""Memoisation on top of LRUCache."""

import functools

from cachelib.lru import LRUCache

_MISSING = object()


def memoize(maxsize=128):
    def decorate(function):
        cache = LRUCache(maxsize)

        @functools.wraps(function)
        def wrapper(*args):
            value = cache.get(args, _MISSING)
            if value is _MISSING:
                value = function(*args)
                cache.put(args, value)
            return value

        wrapper.cache = cache
        return wrapper

    return decorate
