import Foundation

/// A value that you can attach to text views and that text renderers can query (iOS 18).
public protocol TextAttribute: Hashable {}

/// A value that can replace the default text view rendering behavior (iOS 18).
///
/// Specimen lays text out with Pango after resolve, where user code no longer runs, so a
/// renderer's `draw(layout:in:)` is not called: text with a custom renderer is drawn as the
/// system draws it (every line drawn as laid out, what a renderer that calls `context.draw(line)`
/// shows). docs/unsupported.md lists this.
public protocol TextRenderer: Animatable {
  /// Draws `layout` into `context`.
  func draw(layout: Text.Layout, in context: inout GraphicsContext)
  /// Returns the size of the text in the proposal (nil: the text's own size).
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  /// The amount of extra space around the text's frame that the renderer draws into.
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  /// The text's own size.
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
  /// No extra space.
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A proxy for a text view that custom text renderers use (iOS 18).
public struct TextProxy {
  /// The size of the text in the proposal (zero: measuring happens after resolve in Specimen).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
}

extension Text {
  /// Sets an attribute a custom `TextRenderer` can read from this text's runs; the text draws as before.
  public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }

  /// The laid-out lines of a text, as a `TextRenderer` receives them (iOS 18).
  public struct Layout: RandomAccessCollection, Equatable {
    let lines: [Line]
    /// Whether the text was truncated.
    public var isTruncated: Bool { false }
    public var startIndex: Int { 0 }
    public var endIndex: Int { lines.count }
    public subscript(index: Int) -> Line { lines[index] }

    /// Options for drawing text layout lines, runs and slices.
    public struct DrawingOptions: OptionSet, Sendable {
      public let rawValue: UInt32
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// Disables the rounding of glyph positions to whole pixels.
      public static var disablesSubpixelQuantization: DrawingOptions { DrawingOptions(rawValue: 1) }
    }

    /// The typographic bounds of an element of a text layout.
    public struct TypographicBounds: Equatable, Sendable {
      /// The position of the left edge of the element's baseline.
      public var origin: CGPoint
      /// The width of the element.
      public var width: CGFloat
      /// The ascent of the element.
      public var ascent: CGFloat
      /// The descent of the element.
      public var descent: CGFloat
      /// The leading of the element.
      public var leading: CGFloat
      /// The rectangle from the top of the ascent to the bottom of the descent.
      public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
    }

    /// One line of laid-out text.
    public struct Line: RandomAccessCollection, Equatable {
      let runs: [Run]
      /// The origin of the line's baseline.
      public var origin: CGPoint { typographicBounds.origin }
      /// The typographic bounds of the line.
      public var typographicBounds: TypographicBounds
      public var startIndex: Int { 0 }
      public var endIndex: Int { runs.count }
      public subscript(index: Int) -> Run { runs[index] }
    }

    /// A run of glyphs sharing their attributes.
    public struct Run: RandomAccessCollection, Equatable {
      let glyphCount: Int
      /// The typographic bounds of the run.
      public var typographicBounds: TypographicBounds
      /// The layout direction of the run.
      public var layoutDirection: LayoutDirection { .leftToRight }
      /// The indices of the characters of the run in the text.
      public var characterIndices: [Int] { Array(0..<glyphCount) }
      /// The value of a custom text attribute of the run (nil: attributes are not laid out here).
      public subscript<T: TextAttribute>(_ key: T.Type) -> T? { nil }
      public var startIndex: Int { 0 }
      public var endIndex: Int { glyphCount }
      public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }
      public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }
    }

    /// A slice of a run.
    public struct RunSlice: RandomAccessCollection, Equatable {
      /// The run this slice is part of.
      public var run: Run
      /// The indices of the glyphs of the run in this slice.
      public var indices: Range<Int>
      /// The typographic bounds of the slice.
      public var typographicBounds: TypographicBounds { run.typographicBounds }
      /// The indices of the characters of the slice in the text.
      public var characterIndices: [Int] { Array(indices) }
      public var startIndex: Int { indices.lowerBound }
      public var endIndex: Int { indices.upperBound }
      public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
      public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }
      public subscript<T: TextAttribute>(_ key: T.Type) -> T? { run[key] }
    }
  }
}

extension GraphicsContext {
  /// Draws a line of a text layout (a custom text renderer's drawing; see `TextRenderer`).
  public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {}
  /// Draws a run of a text layout.
  public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {}
  /// Draws a slice of a run of a text layout.
  public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {}
}

nonisolated extension View {
  /// Replaces the drawing of the text in this view with a custom renderer (iOS 18); the text is
  /// drawn as the system draws it (see `TextRenderer`).
  public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View { inert() }
}
