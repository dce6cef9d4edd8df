import Foundation

/// A string as UIKit's string drawing lays it out (`draw(in:withAttributes:)`, `size(withAttributes:)`): one
/// `Text` run per attribute range, in UIKit's defaults (black, the 12-pt system font standing in for Helvetica
/// 12), with the first paragraph style's alignment, line breaking and line spacing.
struct StringDrawing {
  /// The runs, joined.
  let text: Text
  /// The font of the first run (its ascender places a baseline-origin drawing).
  let font: UIFont
  /// The kern of the last run: UIKit's kern follows every character, the last one too; `Text`'s sits between
  /// characters, so a one-line measure adds it back.
  let trailingKern: CGFloat
  /// The background colour of the first run, filled behind the text.
  let background: UIColor?
  /// The first run's paragraph style.
  let paragraph: NSParagraphStyle?
  /// Whether a run has a `.shadow` (not drawn: named where the string is drawn).
  let hasShadow: Bool
  /// Whether the string has a tab (set at the text engine's own stops, not the paragraph's `tabStops`: named).
  let hasTab: Bool

  init(_ string: String, attributes: [NSAttributedString.Key: Any]?) {
    self.init(runs: [(string, attributes ?? [:])])
  }

  /// The runs of `attributed`, each with `defaults` under its own attributes (a label's font and colour).
  init(_ attributed: NSAttributedString, defaults: [NSAttributedString.Key: Any] = [:]) {
    var runs: [(String, [NSAttributedString.Key: Any])] = []
    let whole = attributed.string as NSString
    attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
      runs.append((whole.substring(with: range), defaults.merging(attributes) { _, own in own }))
    }
    self.init(runs: runs.isEmpty ? [("", [:])] : runs)
  }

  private init(runs: [(String, [NSAttributedString.Key: Any])]) {
    let first = runs[0].1
    font = Self.font(first)
    background = first[.backgroundColor] as? UIColor
    paragraph = first[.paragraphStyle] as? NSParagraphStyle
    let lastKern = Self.number(runs[runs.count - 1].1[.kern]) ?? 0
    trailingKern = runs[runs.count - 1].0.isEmpty ? 0 : lastKern
    hasShadow = runs.contains { $0.1[.shadow] != nil }
    hasTab = runs.contains { $0.0.contains("\t") }
    // Joined in one step: `+` copies the whole string at each run (100 000 runs took 20 s).
    text = Text.joining(runs.map { Self.run($0.0, $0.1) })
  }

  /// One run of text in its attributes.
  private static func run(_ string: String, _ attributes: [NSAttributedString.Key: Any]) -> Text {
    var text = Text(verbatim: string).font(Font(Self.font(attributes)))
      .foregroundColor(Color(uiColor: attributes[.foregroundColor] as? UIColor ?? .black))
    if let kern = number(attributes[.kern]) { text = text.kerning(kern) }
    if let tracking = number(attributes[.tracking]) { text = text.tracking(tracking) }
    if let offset = number(attributes[.baselineOffset]) { text = text.baselineOffset(offset) }
    if let style = lineStyle(attributes[.underlineStyle]) {
      text = text.underline(pattern: style, color: (attributes[.underlineColor] as? UIColor).map { Color(uiColor: $0) })
    }
    if let style = lineStyle(attributes[.strikethroughStyle]) {
      text = text.strikethrough(pattern: style, color: (attributes[.strikethroughColor] as? UIColor).map { Color(uiColor: $0) })
    }
    return text
  }

  /// The font of a run: its `.font` when that is a `UIFont` of a usable size, else UIKit's default (Helvetica 12,
  /// drawn in the 12-pt system font).
  static func font(_ attributes: [NSAttributedString.Key: Any]) -> UIFont {
    guard let font = attributes[.font] as? UIFont, font.pointSize.isFinite, font.pointSize > 0 else { return .systemFont(ofSize: 12) }
    return font
  }

  /// Names what UIKit's string calls cannot use, as the call `method`: a `.font` that is not a `UIFont` fails the
  /// cell (UIKit sends it a font's messages and the app stops); a font size that is not above 0 (measured in the
  /// 12-pt system font), a `.kern` that is not a number, and a NaN width are named.
  static func check(_ attributes: [NSAttributedString.Key: Any]?, width: CGFloat?, by method: String) {
    if let given = attributes?[.font], !(given is UIFont) {
      ResolveIssues.report(ResolveIssue(.trap, "\(method): the .font attribute is a \(type(of: given)), not a UIFont; UIKit asks it "
        + "for a font's metrics, which it does not answer, and the app stops (\"unrecognized selector\"). Give a UIFont"))
    }
    if let width, width.isNaN {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(method): the width nan is not a length; the text is measured with no "
        + "width limit. Give a finite width, or .greatestFiniteMagnitude for none"))
    }
    if let font = attributes?[.font] as? UIFont, !(font.pointSize.isFinite && font.pointSize > 0) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(method): the .font is \(NumberText.describe(Double(font.pointSize))) pt, "
        + "not a size text can have; measured in the 12-pt system font, UIKit's default. Give a font size above 0"))
    }
    // UIKit asks these for a colour's CGColor and a paragraph style's alignment and line breaking.
    for (key, name, type) in [(NSAttributedString.Key.foregroundColor, "foregroundColor", "UIColor"),
                              (.backgroundColor, "backgroundColor", "UIColor"), (.paragraphStyle, "paragraphStyle", "NSParagraphStyle")] {
      guard let given = attributes?[key] else { continue }
      let fits = key == .paragraphStyle ? given is NSParagraphStyle : given is UIColor
      if !fits {
        ResolveIssues.report(ResolveIssue(.trap, "\(method): the .\(name) attribute is a \(Swift.type(of: given)), not a \(type); "
          + "UIKit sends it \(type)'s messages, which it does not answer, and the app stops (\"unrecognized selector\"). Give a \(type)"))
      }
    }
    if let style = attributes?[.paragraphStyle] as? NSParagraphStyle, !style.lineSpacing.isFinite {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(method): the paragraph style's lineSpacing "
        + "\(NumberText.describe(style.lineSpacing)) is not a length; the lines are set with no extra spacing. Give a finite "
        + "spacing of 0 or more"))
    }
    if let given = attributes?[.kern], !isNumeric(given) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(method): the .kern attribute is a \(type(of: given)), not a number; "
        + "no kerning is applied. Give a number of points"))
    }
  }

  /// Names what drawing the string leaves out: a `.shadow` (drawn without it) and tabs (set every 8 spaces, not at
  /// the paragraph style's `tabStops`).
  func reportOmissions() {
    if hasShadow {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "string drawing: the .shadow attribute (an NSShadow) is not drawn here; "
        + "the text is drawn without its shadow. Draw the shadow with a layer's shadowOpacity/shadowRadius, or draw the text "
        + "twice, offset"))
    }
    if hasTab {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "string drawing: a tab in the string is set at the text engine's stops "
        + "(every 8 spaces), not at the paragraph style's tabStops (every 28 pt by default), so columns may not line up as on "
        + "iOS. Draw each column at its own point"))
    }
  }

  /// Whether a drawing call may draw at `rect` (a point is a rectangle of no size); one that is not finite is named
  /// as the call `method`, and the string is not drawn.
  static func checkPlace(_ rect: CGRect, point: Bool = false, by method: String) -> Bool {
    let numbers = point ? [rect.minX, rect.minY] : [rect.origin.x, rect.origin.y, rect.width, rect.height]
    guard numbers.contains(where: { !$0.isFinite }) else { return true }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(method): the \(point ? "point" : "rectangle") "
      + "(\(numbers.map { NumberText.describe($0) }.joined(separator: ", "))) is not finite, so the string is not drawn. "
      + "Give finite numbers"))
    return false
  }

  /// Whether `value` is one of the number types code passes for a numeric attribute.
  static func isNumeric(_ value: Any) -> Bool { value is CGFloat || value is Double || value is Float || value is Int || value is NSNumber }

  /// A finite number given as any of the types code passes (`NSNumber`, `CGFloat`, `Double`, `Int`, `Float`).
  static func number(_ value: Any?) -> CGFloat? {
    let number: CGFloat?
    switch value {
    case let v as CGFloat: number = v
    case let v as Double: number = CGFloat(v)
    case let v as Float: number = CGFloat(v)
    case let v as Int: number = CGFloat(v)
    case let v as NSNumber: number = CGFloat(v.doubleValue)
    default: number = nil
    }
    return number.flatMap { $0.isFinite ? $0 : nil }
  }

  /// The pattern of an underline or strikethrough value (an `NSUnderlineStyle` or its raw value); nil for none.
  private static func lineStyle(_ value: Any?) -> Text.LineStyle.Pattern? {
    let raw = (value as? NSUnderlineStyle)?.rawValue ?? number(value).map { Int(saturating: $0) } ?? 0
    guard raw != 0 else { return nil }
    switch raw & NSUnderlineStyle.patternMask {
    case NSUnderlineStyle.patternDot.rawValue: return .dot
    case NSUnderlineStyle.patternDash.rawValue: return .dash
    case NSUnderlineStyle.patternDashDot.rawValue: return .dashDot
    case NSUnderlineStyle.patternDashDotDot.rawValue: return .dashDotDot
    default: return .solid
    }
  }

  /// Whether the paragraph's line break mode keeps it on one line (truncating and clipping modes do in UIKit).
  var isSingleLine: Bool {
    switch paragraph?.lineBreakMode ?? .byWordWrapping {
    case .byWordWrapping, .byCharWrapping: false
    case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
    }
  }

  /// The environment the text is laid out in: the paragraph's alignment, truncation and line spacing.
  var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    switch paragraph?.alignment ?? .natural {
    case .center: environment.multilineTextAlignment = .center
    case .right: environment.multilineTextAlignment = .trailing
    case .left, .natural, .justified: environment.multilineTextAlignment = .leading
    }
    switch paragraph?.lineBreakMode ?? .byWordWrapping {
    case .byTruncatingHead: environment.truncationMode = .head
    case .byTruncatingMiddle: environment.truncationMode = .middle
    default: environment.truncationMode = .tail
    }
    if isSingleLine { environment.lineLimit = 1 }
    if let spacing = paragraph?.lineSpacing, spacing.isFinite, spacing > 0 { environment.lineSpacing = spacing }
    return environment
  }

  /// The text as a view `width` wide (its lines aligned in that width by the paragraph's alignment), or as wide
  /// as its longest line when `width` is nil; at most `lines` lines when it is given.
  func view(width: CGFloat?, lines: Int? = nil) -> some View {
    let environment = self.environment
    let alignment: Alignment = switch environment.multilineTextAlignment {
    case .center: .top
    case .trailing: .topTrailing
    case .leading: .topLeading
    }
    return text
      .multilineTextAlignment(environment.multilineTextAlignment)
      .truncationMode(environment.truncationMode)
      .lineLimit(lines ?? environment.lineLimit)
      .lineSpacing(environment.lineSpacing)
      .fixedSize(horizontal: width == nil, vertical: true)
      .frame(width: width, alignment: alignment)
  }
}
