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
          titles: Tuple[str, str] = ("expected", "actual"), width: int = 56) -> str:
    """The rows as two aligned columns, numbered by position in each list."""
    left_width = max([len(titles[0])] + [len(_cell(expected, r[1], width)) for r in rows])
    lines = [f"     {'':>3} {titles[0]:<{left_width}}   {'':>3} {titles[1]}"]
    for marker, e, a in rows:
        left = _cell(expected, e, width)
        right = _cell(actual, a, 10_000)
        ln = f"{e + 1:>3}" if e is not None else "   "
        rn = f"{a + 1:>3}" if a is not None else "   "
        sep = "|"
        lines.append(f"  {marker}  {ln} {left:<{left_width}} {sep} {rn} {right}".rstrip())
    return "\n".join(lines)


def _cell(items: Sequence[str], index: Optional[int], width: int) -> str:
    if index is None:
        return ""
    text = items[index]
    return text if len(text) <= width else text[: width - 1] + "…"


def differs(rows: Sequence[Row]) -> bool:
    """Whether any row is not a match."""
    return any(marker != " " for marker, _, _ in rows)
