import Foundation

/// The preferred spacing around a view, edge by edge (SwiftUI's `ViewSpacing`), from which stacks
/// and custom layouts take the default distance between two neighbours (layout-rules.md rule 25).
///
/// As in SwiftUI, a preference is kept per edge and per *category* of neighbour, and a distance
/// is found in this order:
/// 1. Categories both facing edges name: the largest distance they give. Text declares four
///    (text-to-text, edge-above-text, edge-below-text, baseline); any other view declares zero
///    for "a text is beside me" on each edge, so it meets a text's edge category.
/// 2. Otherwise the plain (uncategorised) preferences: the larger of the two edges'.
/// 3. Otherwise the system spacing, 8 pt.
///
/// So two ordinary views are 8 pt apart and a Spacer (`.zero`) touches its neighbours. Around a
/// text of line height h (ascent + descent) and gap g (h / 10 rounded up to a pixel):
/// - text below text: the lower text's leading (its line pitch less h), rounded up to a pixel;
/// - a view above text: h + g − the text's ascent (6.43 pt for 17 pt body text at 3×);
/// - a view below text: the larger of h + g − the text's cap height and g + its descent (10.64 pt).
/// The rules and numbers are SwiftUI's as reverse-engineered and checked against iOS 18 by the
/// OpenSwiftUI project (`Layout/Geometry/Spacing.swift`, `Text+Spacing.swift`); Apple documents
/// only that a view's spacing "can also record different values for different kinds of adjacent views".
public struct ViewSpacing: Equatable, Sendable {
  /// The kind of neighbour a preference applies to; nil (in `Entry`) applies to any neighbour.
  enum Category: UInt8, Sendable {
    case textToText, edgeAboveText, edgeBelowText, textBaseline, edgeLeftText, edgeRightText
  }

  /// One preference: a distance, or a text's font metrics (resolved against the neighbour's).
  enum Value: Equatable, Sendable {
    case distance(CGFloat)
    /// On a text's bottom edge: its metrics, for the text below it.
    case topText(TextSpacingMetrics)
    /// On a text's top edge: its metrics, for the text above it.
    case bottomText(TextSpacingMetrics)

    var scalar: CGFloat? {
      if case .distance(let value) = self { return value }
      return nil
    }

    /// The distance between this preference and the neighbour's for the same category, or nil.
    func distance(to other: Value) -> CGFloat? {
      switch (self, other) {
      case (.distance(let a), .distance(let b)): return a + b
      case (.distance(let a), _): return a
      case (_, .distance(let b)): return b
      case (.topText(let upper), .bottomText(let lower)), (.bottomText(let lower), .topText(let upper)):
        return TextSpacingMetrics.spacing(upper: upper, lower: lower)
      default: return nil
      }
    }

    /// SwiftUI's order when two preferences for one key are merged (the larger is kept).
    static func < (a: Value, b: Value) -> Bool {
      switch (a, b) {
      case (.distance(let x), .distance(let y)): return x < y
      case (.distance, _): return true
      case (.topText(let x), .topText(let y)), (.bottomText(let x), .bottomText(let y)): return x.lineSpacing < y.lineSpacing
      case (.topText, .bottomText): return true
      default: return false
      }
    }
  }

  /// A preference for one edge and category.
  struct Entry: Equatable, Sendable {
    var category: Category?
    var edge: Edge
    var value: Value
  }

  /// The preferences, at most one per (category, edge).
  var entries: [Entry]

  init(entries: [Entry]) { self.entries = entries }

  /// `other`'s preferences on `edges` only.
  package init(edgesOf other: ViewSpacing, _ edges: Edge.Set) {
    entries = other.entries.filter { edges.contains(Edge.Set($0.edge)) }
  }

  /// A view's default preferences: none of its own, and zero next to text on every edge, so the
  /// distance to another ordinary view is the system spacing and to a text the text's choice.
  public init() { entries = ViewSpacing.ordinaryEntries }

  /// The entries of `init()`, made once (layout asks for them for nearly every view).
  private static let ordinaryEntries = [
    Entry(category: .edgeBelowText, edge: .top, value: .distance(0)),
    Entry(category: .edgeAboveText, edge: .bottom, value: .distance(0)),
    Entry(category: .edgeRightText, edge: .leading, value: .distance(0)),
    Entry(category: .edgeLeftText, edge: .trailing, value: .distance(0)),
  ]

  /// Zero on every edge, for any neighbour: the view touches its neighbours (a Spacer).
  public static let zero = ViewSpacing(entries: Edge.allCases.map { Entry(category: nil, edge: $0, value: .distance(0)) })

  /// The distance to `next` placed after this view along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let (from, to): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
    if let distance = distance(from: from, to: to, of: next) { return distance }
    return ViewSpacing.systemSpacing
  }

  /// The system spacing (Apple: "the system default spacing"; 8 pt on iOS).
  package static let systemSpacing: CGFloat = 8

  /// Rules 1 and 2 of the type's comment; nil when neither edge has a preference.
  private func distance(from: Edge, to: Edge, of next: ViewSpacing) -> CGFloat? {
    var best: CGFloat?
    for entry in entries where entry.edge == from {
      guard let category = entry.category,
            let other = next.entries.first(where: { $0.category == category && $0.edge == to }),
            let distance = entry.value.distance(to: other.value) else { continue }
      best = max(best ?? -.infinity, distance)
    }
    if let best { return best.isNaN ? ViewSpacing.systemSpacing : best }
    let mine = entries.first { $0.category == nil && $0.edge == from }?.value.scalar
    let theirs = next.entries.first { $0.category == nil && $0.edge == to }?.value.scalar
    guard mine != nil || theirs != nil else { return nil }
    return max(mine ?? -.infinity, theirs ?? -.infinity)
  }

  /// Merges `other` into this on `edges`, keeping the larger preference per edge and category.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for entry in other.entries where edges.contains(Edge.Set(entry.edge)) {
      if let index = entries.firstIndex(where: { $0.category == entry.category && $0.edge == entry.edge }) {
        if entries[index].value < entry.value { entries[index].value = entry.value }
      } else {
        entries.append(entry)
      }
    }
  }

  /// This spacing merged with `other` on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// This spacing with the preferences on `edges` replaced by an ordinary view's (what padding does
  /// to the edges it pads: the child's text no longer reaches them).
  package func resetting(_ edges: Edge.Set) -> ViewSpacing {
    guard !edges.isEmpty else { return self }
    var result = ViewSpacing(entries: entries.filter { !edges.contains(Edge.Set($0.edge)) })
    result.formUnion(ViewSpacing(), edges: edges)
    return result
  }

  /// The preferences of a run of text: its largest font's metrics, its first and last baselines
  /// and height when laid out at its ideal size, and the pixel length of the screen.
  package static func text(font: TextFontMetrics, pixelLength: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat,
                           height: CGFloat) -> ViewSpacing {
    let metrics = TextSpacingMetrics(font: font, pixelLength: pixelLength)
    let lineHeight = font.ascender + font.descender
    // One tenth of the line height, rounded up to a whole pixel, is the gap SwiftUI keeps around text.
    let gap = TextSpacingMetrics.roundedUp(lineHeight * 0.1, pixelLength)
    let defaultLineSpacing = lineHeight + gap
    let entries = [
      Entry(category: .textToText, edge: .top, value: .bottomText(metrics)),
      Entry(category: .textToText, edge: .bottom, value: .topText(metrics)),
      Entry(category: .textBaseline, edge: .bottom, value: .distance(lastBaseline - height)),
      Entry(category: .textBaseline, edge: .top, value: .distance(-firstBaseline)),
      Entry(category: .edgeAboveText, edge: .top, value: .distance(defaultLineSpacing - font.ascender)),
      Entry(category: .edgeBelowText, edge: .bottom, value: .distance(max(defaultLineSpacing - font.capHeight, gap + font.descender))),
    ]
    guard entries.allSatisfy({ $0.value.scalar?.isFinite ?? true }), lineHeight.isFinite else { return ViewSpacing() }
    return ViewSpacing(entries: entries)
  }
}

/// A font's vertical metrics in points: ascent above and descent below the baseline (both
/// positive), leading (the extra space between two lines' boxes) and cap height. Stacks space text
/// by its largest font's (`ViewSpacing`).
public struct TextFontMetrics: Hashable, Sendable {
  public var ascender: CGFloat
  public var descender: CGFloat
  public var leading: CGFloat
  public var capHeight: CGFloat

  public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat) {
    self.ascender = ascender
    self.descender = descender
    self.leading = leading
    self.capHeight = capHeight
  }
}

/// A text's font metrics with the pixel length of its screen (SwiftUI's `Spacing.TextMetrics`).
struct TextSpacingMetrics: Equatable, Sendable {
  var font: TextFontMetrics
  var pixelLength: CGFloat

  /// The line's whole pitch: ascent, descent and leading.
  var lineSpacing: CGFloat { font.ascender + font.descender + font.leading }

  /// The gap between a text and the text below it: the lower text's leading, rounded up to a pixel
  /// of the upper text's screen.
  static func spacing(upper: TextSpacingMetrics, lower: TextSpacingMetrics) -> CGFloat {
    roundedUp(lower.font.leading, upper.pixelLength)
  }

  /// `value` rounded up to a whole number of `pixelLength`s (unchanged when the length is not positive).
  static func roundedUp(_ value: CGFloat, _ pixelLength: CGFloat) -> CGFloat {
    guard pixelLength > 0, pixelLength.isFinite, value.isFinite else { return value }
    // A hair of tolerance so that a value already on the grid (2.0 at 1/3 pt) is not pushed up by rounding error.
    return ((value / pixelLength) - 1e-9).rounded(.up) * pixelLength
  }
}
