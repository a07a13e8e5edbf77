#!/usr/bin/env python3
"""Turn a terminal capture with ANSI colours (`tmux capture-pane -e -p`) into an HTML page that
draws it as the terminal did: SGR colours (the 16 standard ones, the 256-colour palette and
24-bit), bold, underline and reverse video, on a dark background. Standard library only.

Usage: ansi2html.py CAPTURE.ans PAGE.html [TITLE]
"""
import html
import re
import sys

# xterm's 16 colours.
BASIC = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
         "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"]
DEFAULT_FG = "#d0d0d0"
DEFAULT_BG = "#1c1c1c"
SGR = re.compile(r"\x1b\[([0-9;:]*)m")
OTHER_ESCAPE = re.compile(r"\x1b(\[[0-9;?]*[A-Za-ln-z]|\][^\x07]*\x07|[()][A-Z0-9])")


def palette(n: int) -> str:
    """The colour number n of the 256-colour palette."""
    if n < 16:
        return BASIC[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[n // 36], steps[(n // 6) % 6], steps[n % 6])
    level = 8 + (n - 232) * 10
    return "#%02x%02x%02x" % (level, level, level)


class Style:
    """The graphic rendition in force: colours and attributes."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.fg = None
        self.bg = None
        self.bold = False
        self.underline = False
        self.reverse = False

    def apply(self, params: str) -> None:
        """Apply one SGR sequence's parameters (`1;38;5;208` ...)."""
        codes = [int(p) if p.isdigit() else 0 for p in re.split("[;:]", params)] if params else [0]
        i = 0
        while i < len(codes):
            code = codes[i]
            if code == 0:
                self.reset()
            elif code == 1:
                self.bold = True
            elif code == 22:
                self.bold = False
            elif code in (4, 21):
                self.underline = True
            elif code == 24:
                self.underline = False
            elif code == 7:
                self.reverse = True
            elif code == 27:
                self.reverse = False
            elif 30 <= code <= 37:
                self.fg = BASIC[code - 30]
            elif 90 <= code <= 97:
                self.fg = BASIC[code - 90 + 8]
            elif code == 39:
                self.fg = None
            elif 40 <= code <= 47:
                self.bg = BASIC[code - 40]
            elif 100 <= code <= 107:
                self.bg = BASIC[code - 100 + 8]
            elif code == 49:
                self.bg = None
            elif code in (38, 48) and i + 1 < len(codes):
                if codes[i + 1] == 5 and i + 2 < len(codes):
                    colour = palette(codes[i + 2])
                    i += 2
                elif codes[i + 1] == 2 and i + 4 < len(codes):
                    colour = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
                    i += 4
                else:
                    colour = None
                if code == 38:
                    self.fg = colour
                else:
                    self.bg = colour
            i += 1

    def css(self) -> str:
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
        if self.underline:
            rules.append("text-decoration:underline")
        return ";".join(rules)


def convert(text: str) -> str:
    """The capture's lines as HTML spans."""
    style = Style()
    out = []
    for line in text.rstrip("\n").split("\n"):
        pos = 0
        pieces = []
        for match in SGR.finditer(line):
            pieces.append((style.css(), line[pos:match.start()]))
            style.apply(match.group(1))
            pos = match.end()
        pieces.append((style.css(), line[pos:]))
        row = []
        for css, chunk in pieces:
            chunk = html.escape(OTHER_ESCAPE.sub("", chunk))
            if chunk:
                row.append('<span style="%s">%s</span>' % (css, chunk) if css else chunk)
        out.append("".join(row))
    return "\n".join(out)


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8", errors="replace") as f:
        body = convert(f.read())
    title = html.escape(sys.argv[3] if len(sys.argv) > 3 else "terminal")
    page = f"""<!doctype html>
<html><head><meta charset="utf-8"><title>{title}</title>
<style>
body {{ margin: 0; background: {DEFAULT_BG}; }}
pre {{ margin: 0; padding: 8px; color: {DEFAULT_FG}; background: {DEFAULT_BG};
      font-family: "DejaVu Sans Mono", monospace; font-size: 14px; line-height: normal; }}
</style></head>
<body><pre>{body}</pre></body></html>
"""
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write(page)
    return 0


if __name__ == "__main__":
    sys.exit(main())
