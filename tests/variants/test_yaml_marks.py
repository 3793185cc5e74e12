"""The marked safe loader: locations of keys and values, and what it refuses."""

from __future__ import annotations

from generator.variants.yaml_marks import MAX_NODES, parse


def test_every_key_and_value_has_its_line_and_column() -> None:
    text = "rules:\n  knocking: false\n  match:\n    target: null\nlist: [a, b]\n"
    root, problems = parse(text, "f.yaml")
    assert problems == []
    rules = root.entries["rules"]
    assert str(rules.key_location) == "f.yaml:1:1"
    knocking = rules.node.entries["knocking"]
    assert (str(knocking.key_location), str(knocking.node.location)) == (
        "f.yaml:2:3",
        "f.yaml:2:13",
    )
    assert knocking.node.value is False
    target = rules.node.entries["match"].node.entries["target"]
    assert str(target.key_location) == "f.yaml:4:5" and target.node.value is None
    items = root.entries["list"].node.items
    assert [(n.value, n.location.column) for n in items] == [("a", 8), ("b", 11)]
    assert root.plain() == {
        "rules": {"knocking": False, "match": {"target": None}},
        "list": ["a", "b"],
    }


def test_a_duplicate_key_is_reported_and_the_first_kept() -> None:
    root, problems = parse("a: 1\nb: 2\na: 3\n", "f.yaml")
    assert [str(p) for p in problems] == [
        "f.yaml:3:1: error: duplicate key 'a' (first given at line 1)"
    ]
    assert root.plain() == {"a": 1, "b": 2}


def test_python_tags_are_refused_on_scalars_and_collections() -> None:
    for text in (
        "a: !!python/name:os.system\n",
        'a: !!python/object/apply:os.system ["echo no"]\n',
        "a: !!python/object:collections.OrderedDict {}\n",
    ):
        root, problems = parse(text, "f.yaml")
        assert root is None
        assert len(problems) == 1 and "python" in problems[0].message
        assert problems[0].location.line == 1


def test_a_recursive_alias_is_refused() -> None:
    root, problems = parse("a: &x [1, *x]\n", "f.yaml")
    assert root is None
    assert problems[0].message == "an alias refers to the value that contains it"


def test_alias_bombs_are_refused() -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 8):
        prev = f"*a{i - 1}"
        lines.append(f"a{i}: &a{i} [{', '.join([prev] * 10)}]")
    root, problems = parse("\n".join(lines) + "\n", "f.yaml")
    assert root is None
    assert problems[0].message == f"more than {MAX_NODES} values (aliases?)"


def test_an_empty_document_is_no_node_and_no_problem() -> None:
    assert parse("", "f.yaml") == (None, [])


def test_a_syntax_error_is_reported_at_its_mark() -> None:
    root, problems = parse("a: 1\n b: 2\n", "f.yaml")
    assert root is None
    assert problems[0].location.line == 2
    assert "mapping values are not allowed here" in problems[0].message
