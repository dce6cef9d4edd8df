/// Escapes names for the HTML report and the Markdown index, so an entry or axis named
/// `<script>`, `"`, `*` or `[x](y)` shows as itself and never as markup.
enum Markup {
  /// `text` with HTML's special characters (`& < > " '`) and line breaks as character references.
  static func html(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\n": out += "&#10;"
      case "\r", "\r\n": out += "&#13;"
      default: out.append(character)
      }
    }
    return out
  }

  /// `text` for Markdown prose: HTML-escaped, with the punctuation
  /// that starts emphasis, code, links, headings or tables backslash-escaped (CommonMark allows it
  /// before any ASCII punctuation), and line breaks made spaces.
  static func markdown(_ text: String) -> String {
    var out = ""
    for character in text {
      if "\\`*_[]#|~".contains(character) { out.append("\\") }
      out += character.isNewline ? " " : html(String(character))
    }
    return out
  }
}
