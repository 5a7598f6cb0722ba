"""The line index the lazy readers keep: line numbers and lengths derived from offsets and the
few blank lines, arrays that widen only when a value needs it."""

from array import array

from hypothesis import given
from hypothesis import strategies as st

from gar.line_index import LineIndex, append


def test_arrays_widen_only_when_a_value_needs_it() -> None:
    values = array("H", [1, 2])
    assert append(values, 65_535) is values and values.typecode == "H"
    wider = append(values, 65_536)
    assert wider.typecode == "I" and list(wider) == [1, 2, 65_535, 65_536]
    widest = append(wider, 5 << 30 << 2)
    assert widest.typecode == "q" and widest[-1] == 5 << 32


@given(st.lists(st.tuples(st.integers(0, 3), st.integers(1, 300)), min_size=1, max_size=40))
def test_numbers_and_lengths_follow_from_offsets_and_blank_lines(layout) -> None:
    """``layout``: per record, the blank lines before it and its length; each record's line
    number, offset and length come back exactly, the CRC of its bytes too."""
    index, offset, number, expected = LineIndex(), 0, 0, []
    for blanks, length in layout:
        offset += blanks * 2  # a blank line: " \n"
        number += blanks + 1
        line = b"x" * (length - 1) + b"\n"
        index.add(number, offset, line)
        expected.append((number, offset, length))
        offset += length
    assert len(index) == len(layout)
    assert [(index.line(p), index.offset[p], index.length(p)) for p in range(len(index))] \
        == expected


def test_offsets_past_4_gib_widen() -> None:
    index = LineIndex()
    index.add(1, 0, b"{}\n")
    index.add(2, 5 << 30, b'{"a": 1}\n')
    assert index.offset.typecode == "q" and index.offset[1] == 5 << 30
    assert index.length(1) == 9 and index.line(1) == 2
