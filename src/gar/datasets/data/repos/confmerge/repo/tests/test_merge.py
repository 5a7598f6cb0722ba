from confmerge import deep_merge, merge_layers


def test_flat_override():
    assert deep_merge({"a": 1, "b": 2}, {"b": 3}) == {"a": 1, "b": 3}


def test_scalar_replaces_section():
    assert deep_merge({"a": {"x": 1}}, {"a": 5}) == {"a": 5}


def test_layers_flat():
    assert merge_layers({"a": 1}, {"b": 2}, {"a": 3}) == {"a": 3, "b": 2}


def test_nested_merge():
    assert deep_merge({"db": {"host": "a", "port": 1}}, {"db": {"port": 2}}) == {
        "db": {"host": "a", "port": 2}
    }


def test_three_levels():
    base = {"app": {"log": {"level": "info", "file": "x.log"}}}
    assert deep_merge(base, {"app": {"log": {"level": "debug"}}}) == {
        "app": {"log": {"level": "debug", "file": "x.log"}}
    }


def test_arguments_unchanged():
    base, override = {"db": {"port": 1}}, {"db": {"port": 2}}
    merged = deep_merge(base, override)
    merged["db"]["port"] = 9
    assert base == {"db": {"port": 1}} and override == {"db": {"port": 2}}
