"""Rects, points and sizes as the protocol writes them (protocol.md section 1).

Every value is in points, in window coordinates (origin at the top-left corner of the screen as
the user sees it, y down). The protocol writes a rect as ``[x, y, width, height]``, a point as
``[x, y]`` and a size as ``[width, height]``; these classes keep that order, iterate like the
lists they came from and compare equal to any sequence with the same numbers, so a test may write
``assert node.frame == [0, 20, 768, 1004]`` or ``== (0, 20, 768, 1004)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Sequence, Union

Number = Union[int, float]


def _numbers(value: Any, count: int, what: str) -> tuple:
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) or len(value) != count:
        raise TypeError(f"expected {what} as a sequence of {count} numbers, got {value!r}")
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        raise TypeError(f"expected {what} as a sequence of {count} numbers, got {value!r}")
    return tuple(value)


def _fmt(value: Number) -> str:
    """A number as the protocol writes it: integral values without a decimal point."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


class _Tuple:
    """Shared behaviour: iteration, indexing, equality with sequences, JSON form."""

    def _values(self) -> tuple:  # pragma: no cover - overridden
        raise NotImplementedError

    def __iter__(self) -> Iterator[Number]:
        return iter(self._values())

    def __len__(self) -> int:
        return len(self._values())

    def __getitem__(self, index: int) -> Number:
        return self._values()[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, _Tuple):
            return type(self) is type(other) and self._values() == other._values()
        if isinstance(other, (list, tuple)):
            return self._values() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(_fmt(v) for v in self._values())})"

    def __str__(self) -> str:
        return "[" + ", ".join(_fmt(v) for v in self._values()) + "]"

    def to_json(self) -> list:
        """The protocol's JSON form: a list of numbers."""
        return list(self._values())


@dataclass(frozen=True, eq=False, repr=False)
class Point(_Tuple):
    """A point ``[x, y]`` in window coordinates (points, y down)."""

    x: Number
    y: Number

    def _values(self) -> tuple:
        return (self.x, self.y)

    @classmethod
    def of(cls, value: Any) -> "Point":
        """A point from ``[x, y]`` (or a :class:`Point`)."""
        if isinstance(value, Point):
            return value
        return cls(*_numbers(value, 2, "a point [x, y]"))


@dataclass(frozen=True, eq=False, repr=False)
class Size(_Tuple):
    """A size ``[width, height]`` in points."""

    width: Number
    height: Number

    def _values(self) -> tuple:
        return (self.width, self.height)

    @classmethod
    def of(cls, value: Any) -> "Size":
        """A size from ``[width, height]`` (or a :class:`Size`)."""
        if isinstance(value, Size):
            return value
        return cls(*_numbers(value, 2, "a size [width, height]"))


@dataclass(frozen=True, eq=False, repr=False)
class Rect(_Tuple):
    """A rect ``[x, y, width, height]`` in window coordinates (points, y down)."""

    x: Number
    y: Number
    width: Number
    height: Number

    def _values(self) -> tuple:
        return (self.x, self.y, self.width, self.height)

    @classmethod
    def of(cls, value: Any) -> "Rect":
        """A rect from ``[x, y, width, height]`` (or a :class:`Rect`)."""
        if isinstance(value, Rect):
            return value
        return cls(*_numbers(value, 4, "a rect [x, y, width, height]"))

    @property
    def origin(self) -> Point:
        """The top-left corner."""
        return Point(self.x, self.y)

    @property
    def size(self) -> Size:
        """``[width, height]``."""
        return Size(self.width, self.height)

    @property
    def max_x(self) -> Number:
        """The right edge, ``x + width``."""
        return self.x + self.width

    @property
    def max_y(self) -> Number:
        """The bottom edge, ``y + height``."""
        return self.y + self.height

    @property
    def center(self) -> Point:
        """The centre, where :meth:`popsplit.Scene.tap` puts the finger for a node id."""
        return Point(_half(self.x, self.width), _half(self.y, self.height))

    def contains(self, point: Any) -> bool:
        """Whether ``point`` lies inside (edges on the left and top included)."""
        p = Point.of(point)
        return self.x <= p.x < self.max_x and self.y <= p.y < self.max_y


def _half(start: Number, length: Number) -> Number:
    value = start + length / 2
    return int(value) if float(value).is_integer() else value
