#!/usr/bin/env python3
"""A terminal capture (`tmux capture-pane -e -p`: text with SGR escape sequences) as an HTML page
that draws it cell for cell, for a screenshot of the page (editors/nvim/tests/screenshot.sh).
Standard library only.

Understands the SGR codes tmux writes: reset, bold, dim, italic, underline, reverse, their
resets, the 8 and 16 colours, the 256-colour palette (38;5;N, 48;5;N) and 24-bit colour
(38;2;R;G;B, 48;2;R;G;B). Other escape sequences are dropped.

Usage: ansi2html.py [--columns N] [--title TEXT] < capture.ans > capture.html
"""
import argparse
import html
import re
import sys

#: The terminal's default foreground and background (a dark terminal).
DEFAULT_FG = "#d4d4d4"
DEFAULT_BG = "#1c1c1c"

#: xterm's 16 colours.
BASIC = [
    "#000000", "#cd0000", "#00cd00", "#cdcd00", "#3b78ff", "#cd00cd", "#00cdcd", "#e5e5e5",
    "#7f7f7f", "#ff5555", "#55ff55", "#ffff55", "#6f9fff", "#ff55ff", "#55ffff", "#ffffff",
]

ESCAPE = re.compile(r"\x1b\[([0-9;:]*)([A-Za-z])|\x1b[()][A-Za-z0-9]|\x1b[=>]|\x1b\][^\x07]*\x07")


def palette(n: int) -> str:
    """The colour of entry n of the 256-colour palette."""
    if n < 16:
        return BASIC[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[n // 36], steps[(n // 6) % 6], steps[n % 6])
    level = 8 + 10 * (n - 232)
    return "#%02x%02x%02x" % (level, level, level)


class Style:
    """The SGR state: colours (None: the default) and attributes."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.fg = None
        self.bg = None
        self.bold = self.dim = self.italic = self.underline = self.reverse = False

    def apply(self, params: str) -> None:
        """Applies one SGR sequence's parameters (`1;38;5;208`)."""
        codes = [int(p) if p.isdigit() else 0 for p in re.split("[;:]", params)] if params else [0]
        i = 0
        while i < len(codes):
            code = codes[i]
            if code == 0:
                self.reset()
            elif code == 1:
                self.bold = True
            elif code == 2:
                self.dim = True
            elif code == 3:
                self.italic = True
            elif code in (4, 21):
                self.underline = True
            elif code == 7:
                self.reverse = True
            elif code == 22:
                self.bold = self.dim = False
            elif code == 23:
                self.italic = False
            elif code == 24:
                self.underline = False
            elif code == 27:
                self.reverse = False
            elif 30 <= code <= 37:
                self.fg = BASIC[code - 30]
            elif 90 <= code <= 97:
                self.fg = BASIC[code - 90 + 8]
            elif 40 <= code <= 47:
                self.bg = BASIC[code - 40]
            elif 100 <= code <= 107:
                self.bg = BASIC[code - 100 + 8]
            elif code == 39:
                self.fg = None
            elif code == 49:
                self.bg = None
            elif code in (38, 48) and i + 1 < len(codes):
                colour = None
                if codes[i + 1] == 5 and i + 2 < len(codes):
                    colour = palette(codes[i + 2] % 256)
                    i += 2
                elif codes[i + 1] == 2 and i + 4 < len(codes):
                    colour = "#%02x%02x%02x" % tuple(min(255, c) for c in codes[i + 2:i + 5])
                    i += 4
                if code == 38:
                    self.fg = colour
                else:
                    self.bg = colour
            i += 1

    def css(self) -> str:
        """The CSS of a run of text in this style."""
        fg, bg = self.fg or DEFAULT_FG, self.bg or DEFAULT_BG
        if self.reverse:
            fg, bg = bg, fg
        rules = []
        if fg != DEFAULT_FG:
            rules.append("color:" + fg)
        if bg != DEFAULT_BG:
            rules.append("background:" + bg)
        if self.bold:
            rules.append("font-weight:bold")
        if self.dim:
            rules.append("opacity:.7")
        if self.italic:
            rules.append("font-style:italic")
        if self.underline:
            rules.append("text-decoration:underline")
        return ";".join(rules)


def convert_line(line: str, style: Style, columns: int) -> str:
    """One terminal line as HTML, padded to `columns` cells with its last background."""
    out = []
    pos = 0
    width = 0

    def emit(text: str) -> None:
        nonlocal width
        if not text:
            return
        width += len(text)
        css = style.css()
        escaped = html.escape(text)
        out.append('<span style="%s">%s</span>' % (css, escaped) if css else escaped)

    for match in ESCAPE.finditer(line):
        emit(line[pos:match.start()])
        if match.group(2) == "m":
            style.apply(match.group(1))
        pos = match.end()
    emit(line[pos:])
    if width < columns:
        emit(" " * (columns - width))
    return "".join(out)


def convert(text: str, columns: int, title: str) -> str:
    """The whole capture as an HTML page."""
    style = Style()
    lines = text.rstrip("\n").split("\n")
    body = "\n".join(convert_line(line, style, columns) for line in lines)
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>
html, body {{ margin: 0; background: {DEFAULT_BG}; }}
pre {{ margin: 0; padding: 8px; color: {DEFAULT_FG}; background: {DEFAULT_BG};
      font: 14px/17px "DejaVu Sans Mono", "Liberation Mono", monospace; }}
</style></head>
<body><pre>{body}</pre></body></html>
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--columns", type=int, default=0, help="pad every line to this many cells")
    parser.add_argument("--title", default="terminal", help="the page's title")
    args = parser.parse_args()
    if args.columns < 0:
        parser.error("--columns must not be negative")
    sys.stdout.write(convert(sys.stdin.read(), args.columns, args.title))
    return 0


if __name__ == "__main__":
    sys.exit(main())
