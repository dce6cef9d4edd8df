import Foundation

// Paragraph and character settings that views pass down to the text inside them (SwiftUI's
// `tracking`, `kerning`, `baselineOffset`, `allowsTightening` and ranged `lineLimit` view modifiers).

struct TextTrackingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
struct LineLimitMinimumKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct LineLimitReservesSpaceKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Extra space after each character of text, in points (`tracking(_:)`/`kerning(_:)` on a view).
  package var textTracking: CGFloat {
    get { self[TextTrackingKey.self] }
    set { self[TextTrackingKey.self] = newValue }
  }
  /// How far text sits above its baseline, in points (`baselineOffset(_:)` on a view).
  package var baselineOffset: CGFloat {
    get { self[BaselineOffsetKey.self] }
    set { self[BaselineOffsetKey.self] = newValue }
  }
  /// A Boolean value that indicates whether inter-character spacing should tighten to fit the text into the available space.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }
  /// The fewest lines text makes room for (the lower bound of `lineLimit(2...)` or `lineLimit(2...4)`).
  package var lineLimitMinimum: Int? {
    get { self[LineLimitMinimumKey.self] }
    set { self[LineLimitMinimumKey.self] = newValue }
  }
  /// Whether text makes room for `lineLimit` lines even when it has fewer (`lineLimit(_:reservesSpace:)`).
  package var lineLimitReservesSpace: Bool {
    get { self[LineLimitReservesSpaceKey.self] }
    set { self[LineLimitReservesSpaceKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the tracking (extra space after each character, in points) for the text in this view.
  public func tracking(_ tracking: CGFloat) -> some View { characterSpacing(tracking, ".tracking") }
  /// Sets the spacing, or kerning, between characters (in points) for the text in this view.
  public func kerning(_ kerning: CGFloat) -> some View { characterSpacing(kerning, ".kerning") }
  /// Sets the vertical offset for the text in this view relative to its baseline (positive is up).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    environmentChange {
      if !baselineOffset.isFinite { TextNumberCheck.report([TextNumberCheck.notFinite(".baselineOffset", baselineOffset)], of: nil) }
      $0.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    }
  }

  /// Sets the text tracking to `spacing`; one that is not finite or longer than any screen is reported naming
  /// `modifier` and laid out as 0.
  private func characterSpacing(_ spacing: CGFloat, _ modifier: String) -> some View {
    environmentChange {
      let (used, issue) = TextNumberCheck.spacing(modifier, spacing)
      if let issue { TextNumberCheck.report([issue], of: nil) }
      $0.textTracking = used
    }
  }
  /// Sets whether text in this view can compress the space between characters when necessary to fit text in a line.
  public func allowsTightening(_ flag: Bool) -> some View { environmentChange { $0.allowsTightening = flag } }

  /// Sets a limit for the number of lines text can occupy, and whether the text always takes the
  /// height of that many lines (`reservesSpace`), as a placeholder would. Room for more than
  /// `LineLimitCheck.maxReservedLines` lines is taller than any screen: it is reported naming the modifier and not
  /// reserved.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    let reserves = reservesSpace && limit <= LineLimitCheck.maxReservedLines
    return environmentChange {
      $0.lineLimit = max(1, limit)
      $0.lineLimitMinimum = nil
      $0.lineLimitReservesSpace = reserves
    }.node { child, _ in
      LineLimitCheck.reportBelowOne(".lineLimit(\(limit), reservesSpace: \(reservesSpace))", limit)
      if reservesSpace, !reserves { LineLimitCheck.reportReservedLines(".lineLimit(\(limit), reservesSpace: true)", fix: "reservesSpace: false") }
      return child
    }
  }
  /// Sets the fewest lines text makes room for, with no maximum.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimit(minimum: limit.lowerBound, maximum: nil) }
  /// Sets the most lines text can occupy.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(minimum: nil, maximum: limit.upperBound) }
  /// Sets the fewest lines text makes room for and the most it can occupy.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(minimum: limit.lowerBound, maximum: limit.upperBound) }

  private func lineLimit(minimum: Int?, maximum: Int?) -> some View {
    let reserved = minimum.map { max(1, $0) }
    let usable = reserved.map { $0 <= LineLimitCheck.maxReservedLines } ?? true
    return environmentChange {
      $0.lineLimit = maximum.map { max(1, $0) }
      $0.lineLimitMinimum = usable ? reserved : nil
      $0.lineLimitReservesSpace = false
    }.node { child, _ in
      let range = minimum.map { low in maximum.map { "\(low)...\($0)" } ?? "\(low)..." } ?? maximum.map { "...\($0)" } ?? "..."
      if let maximum { LineLimitCheck.reportBelowOne(".lineLimit(\(range))", maximum) }
      if !usable, let minimum {
        LineLimitCheck.reportReservedLines(".lineLimit(\(range))", fix: "no lower bound")
      }
      return child
    }
  }
}

/// The check on the lines `lineLimit` makes room for.
enum LineLimitCheck {
  /// The most lines `lineLimit` makes room for: 200, more than any screen shows (an iPad Pro 13-inch's
  /// 1 376 pt hold about 105 lines of the smallest text style). Room for `Int.max` lines would make the text
  /// taller than any canvas, and the cell would fail with only the canvas's size to go on.
  static var maxReservedLines: Int { 200 }

  /// Reports a `lineLimit` whose line count is below 1: text always has room for one line.
  static func reportBelowOne(_ modifier: String, _ count: Int) {
    guard count < 1 else { return }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(modifier) limits text to \(count) lines, fewer than one; laid out with 1 line. "
      + "Give a line count of 1 or more, or nil for no limit"))
  }

  /// Reports a `lineLimit` that asked for room for more than `maxReservedLines` lines.
  static func reportReservedLines(_ modifier: String, fix: String) {
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(modifier) makes room for over \(maxReservedLines) lines, taller than any screen; "
      + "laid out as with \(fix). Give the fewest lines the text should show, e.g. .lineLimit(2...4)"))
  }
}

/// Reports the character modifiers given a length that is not finite (`.kerning(.nan)`, `.baselineOffset(.infinity)`).
enum TextNumberCheck {
  /// The message for `modifier` given `value`.
  static func notFinite(_ modifier: String, _ value: CGFloat) -> String {
    "\(modifier)(\(NumberText.describe(Double(value)))) is not a finite length; laid out as 0. Give a finite length in points"
  }

  /// The spacing `modifier` (`.kerning`, `.tracking`) lays out for `value`, and the message when it is not `value`: one
  /// that is not finite, or finite but longer than any screen (`LayoutArgumentCheck.longestLength`), is laid out as 0.
  /// (The text layout would otherwise name a 10³⁰⁰-pt kerning as `.tracking`, the one spacing it keeps.)
  static func spacing(_ modifier: String, _ value: CGFloat) -> (used: CGFloat, issue: String?) {
    if !value.isFinite { return (0, notFinite(modifier, value)) }
    let longest = LayoutArgumentCheck.longestLength
    guard abs(value) > longest else { return (value, nil) }
    return (0, "\(modifier)(\(NumberText.describe(Double(value)))) is longer than any screen (over \(Int(longest)) pt, "
      + "LayoutArgumentCheck.longestLength); laid out as 0. Give a spacing in points")
  }

  /// Reports `messages` for the resolve pass in progress, naming `text` when there is one.
  static func report(_ messages: [String], of text: Text?) {
    for message in messages {
      let prefix = text.map { "Text(\"\(TextLength.quoted($0.segments?.map(\.content).joined() ?? $0.content))\"): " } ?? ""
      ResolveIssues.report(ResolveIssue(.invalidNumber, prefix + message))
    }
  }
}
