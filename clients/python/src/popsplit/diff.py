"""Readable differences: expected and actual lists side by side, aligned.

:func:`align` pairs an expected list with an actual one by their longest common subsequence
(under a match predicate, so an expected event may name only part of an actual one), and
:func:`table` prints the pairs in two columns with a marker per row:

* ``' '`` both sides agree;
* ``'≠'`` the two sides of the row differ;
* ``'-'`` expected, but missing from the actual list;
* ``'+'`` in the actual list, but not expected.
"""

from __future__ import annotations

from typing import Callable, List, Optional, Sequence, Tuple, TypeVar

E = TypeVar("E")
A = TypeVar("A")

Row = Tuple[str, Optional[int], Optional[int]]


def align(expected: Sequence[E], actual: Sequence[A], match: Callable[[E, A], bool]) -> List[Row]:
    """Rows ``(marker, expected index, actual index)`` covering both lists in order."""
    n, m = len(expected), len(actual)
    lcs = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            if match(expected[i], actual[j]):
                lcs[i][j] = lcs[i + 1][j + 1] + 1
            else:
                lcs[i][j] = max(lcs[i + 1][j], lcs[i][j + 1])
    rows: List[Row] = []
    i = j = 0
    missing: List[int] = []
    extra: List[int] = []

    def flush() -> None:
        # Pair a run of missing expectations with a run of unexpected events: one row each,
        # marked '≠', so a wrong target or argument reads as one line, not two.
        for k in range(max(len(missing), len(extra))):
            e = missing[k] if k < len(missing) else None
            a = extra[k] if k < len(extra) else None
            rows.append(("≠" if e is not None and a is not None else ("-" if a is None else "+"), e, a))
        missing.clear()
        extra.clear()

    while i < n or j < m:
        if i < n and j < m and match(expected[i], actual[j]) and lcs[i][j] == lcs[i + 1][j + 1] + 1:
            flush()
            rows.append((" ", i, j))
            i += 1
            j += 1
        elif j < m and (i == n or lcs[i][j + 1] >= lcs[i + 1][j]):
            extra.append(j)
            j += 1
        else:
            missing.append(i)
            i += 1
    flush()
    return rows


def table(rows: Sequence[Row], expected: Sequence[str], actual: Sequence[str], *,
          titles: Tuple[str, str] = ("expected", "actual"), width: int = 56, actual_width: int = 80) -> str:
    """The rows as two aligned columns, numbered by position in each list.

    A cell longer than its column (``width`` for the expected side, ``actual_width`` for the
    actual one) is folded onto the next lines (:func:`fold`), never cut: the target at the end of
    a long selector is what tells two events apart.
    """
    cells = [(fold(_text(expected, e), width), fold(_text(actual, a), actual_width)) for _, e, a in rows]
    left_width = max([len(titles[0])] + [len(piece) for left, _ in cells for piece in left])
    lines = [f"     {'':>3} {titles[0]:<{left_width}}   {'':>3} {titles[1]}"]
    for (marker, e, a), (left, right) in zip(rows, cells):
        for k in range(max(len(left), len(right))):
            first = k == 0
            ln = f"{e + 1:>3}" if first and e is not None else "   "
            rn = f"{a + 1:>3}" if first and a is not None else "   "
            lp = left[k] if k < len(left) else ""
            rp = right[k] if k < len(right) else ""
            lines.append(f"  {marker if first else ' '}  {ln} {lp:<{left_width}} | {rn} {rp}".rstrip())
    return "\n".join(lines)


def fold(text: str, width: int) -> List[str]:
    """``text`` in pieces of at most ``width`` characters, every character kept.

    A piece ends before an ``@`` (so ``name@target`` folds as ``name`` / ``@target``, the
    target whole), after a ``:`` of a selector, or at a space (dropped), whichever comes last
    within the width; a run without any of these is cut at the width.
    """
    width = max(width, 1)
    pieces: List[str] = []
    while len(text) > width:
        cut = _break(text, width)
        piece, text = text[:cut], text[cut:]
        if piece.endswith(" "):
            piece = piece[:-1]
        pieces.append(piece)
    pieces.append(text)
    return pieces


def _break(text: str, width: int) -> int:
    """Where the first piece of ``text`` ends: the last boundary at most ``width`` characters in."""
    if text[width] == " ":
        return width + 1
    for i in range(width, 0, -1):
        if text[i] == "@" or text[i - 1] in ":, ":
            return i
    return width


def _text(items: Sequence[str], index: Optional[int]) -> str:
    return "" if index is None else items[index]


def differs(rows: Sequence[Row]) -> bool:
    """Whether any row is not a match."""
    return any(marker != " " for marker, _, _ in rows)
