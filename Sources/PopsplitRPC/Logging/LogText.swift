import PopsplitJSON

/// Text made safe for a log line or a terminal: every control character (C0,
/// DEL, C1; a newline too) written as a JSON escape (``JSONEscaping``: `\u001B`, `\n`), so that
/// text quoted from a client (a parse error near a raw ESC, a file name) can neither drive a
/// terminal nor break a line in two.
public enum LogText {
    /// `text` with its control characters escaped.
    public static func printable(_ text: String) -> String { JSONEscaping.controls(text, includingC1: true) }
}
