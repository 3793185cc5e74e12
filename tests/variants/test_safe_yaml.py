"""The marked safe loader: locations of keys and values, and what it refuses."""

from __future__ import annotations

from generator.safe_yaml import MAX_BYTES, MAX_DEPTH, MAX_NODES, parse, read


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


def test_deep_nesting_is_refused_without_a_recursion_error() -> None:
    for text in ("a: " + "[" * 5000 + "]" * 5000 + "\n", "a: " + "{b: " * 3000 + "1" + "}" * 3000):
        root, problems = parse(text, "f.yaml")
        assert root is None
        assert len(problems) == 1
        assert problems[0].message == f"values nested more than {MAX_DEPTH} levels deep"
        assert problems[0].location.line == 1


def test_an_alias_ladder_in_block_style_is_refused_quickly() -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 30):
        lines.append(f"a{i}: &a{i}")
        lines.extend(f"  - *a{i - 1}" for _ in range(10))
    root, problems = parse("\n".join(lines) + "\n", "glossary.yaml")
    assert root is None
    assert problems[0].message == f"more than {MAX_NODES} values (aliases?)"
    assert problems[0].location.path == "glossary.yaml" and problems[0].location.line > 1


def test_a_bad_byte_is_reported_at_its_line_and_column(tmp_path) -> None:
    path = tmp_path / "f.yaml"
    path.write_bytes(b"a: 1\nb: ok\nc: caf\xe9\n")
    assert [str(p) for p in read(path, "f.yaml")[1]] == [
        "f.yaml:3:7: error: not UTF-8 text: byte 0xe9 cannot be read"
    ]


def test_a_control_character_is_reported_at_its_line() -> None:
    root, problems = parse("a: 1\nb: x\x00y\n", "f.yaml")
    assert root is None
    assert [str(p) for p in problems] == [
        "f.yaml:2:5: error: character #x0000 is not allowed in YAML text"
    ]


def test_a_folder_a_missing_file_and_a_huge_file_are_one_problem_each(tmp_path) -> None:
    assert read(tmp_path, "d.yaml")[1][0].message == "is a folder, not a YAML file"
    assert read(tmp_path / "none.yaml", "none.yaml")[1][0].message.startswith("cannot read")
    huge = tmp_path / "huge.yaml"
    huge.write_text("a: " + "x" * (MAX_BYTES + 1), encoding="utf-8")
    assert read(huge, "huge.yaml")[1][0].message == f"the file is larger than {MAX_BYTES} bytes"


def test_a_second_document_is_refused() -> None:
    root, problems = parse("a: 1\n---\nb: 2\n", "f.yaml")
    assert root is None
    assert str(problems[0]) == "f.yaml:2:1: error: more than one YAML document in the file"


def test_a_date_stays_the_text_it_was_written_as() -> None:
    root, _ = parse("a: 2024-01-02\nb: !!str 7\n", "f.yaml")
    assert root.plain() == {"a": "2024-01-02", "b": "7"}


def test_a_block_text_starts_on_the_line_after_its_indicator() -> None:
    root, _ = parse("a: |\n  >>> 1\n  1\nb: plain\n", "f.yaml")
    assert root.entries["a"].node.text_line == 2
    assert root.entries["b"].node.text_line == 4
