import Foundation

/// A visual element drawn at an axis value: a grid line, a tick or a label.
public protocol AxisMark {
  /// The elements this mark draws.
  var _axisElements: [_AxisElement] { get }
}

/// One element of an axis mark, with the styling its modifiers set.
public struct _AxisElement: @unchecked Sendable {
  enum Kind { case gridLine, tick(length: CGFloat?), label(content: AnyView?, text: String?, centered: Bool?, anchor: UnitPoint?, format: ((PlotPrimitive) -> String?)?) }
  var kind: Kind
  var stroke: StrokeStyle?
  var style: AnyShapeStyle?
  var font: Font?
  var offset: CGSize = .zero
  /// How a label gives way to its neighbours.
  var collision: AxisValueLabelCollisionResolution = .automatic
  /// How a label is turned.
  var orientation: AxisValueLabelOrientation = .automatic
}

/// A result builder that combines axis marks.
@resultBuilder
public enum AxisMarkBuilder {
  public static func buildExpression<M: AxisMark>(_ mark: M) -> M { mark }
  public static func buildBlock() -> _AxisMarkList { _AxisMarkList(_axisElements: []) }
  public static func buildBlock<each M: AxisMark>(_ marks: repeat each M) -> _AxisMarkList {
    var elements: [_AxisElement] = []
    for mark in repeat each marks { elements += mark._axisElements }
    return _AxisMarkList(_axisElements: elements)
  }
  public static func buildOptional(_ marks: _AxisMarkList?) -> _AxisMarkList { marks ?? _AxisMarkList(_axisElements: []) }
  public static func buildEither(first marks: _AxisMarkList) -> _AxisMarkList { marks }
  public static func buildEither(second marks: _AxisMarkList) -> _AxisMarkList { marks }
  public static func buildLimitedAvailability(_ marks: _AxisMarkList) -> _AxisMarkList { marks }
}

/// Axis marks built by `@AxisMarkBuilder`.
public struct _AxisMarkList: AxisMark {
  public let _axisElements: [_AxisElement]
}

/// A line across the plot area at an axis value.
public struct AxisGridLine: AxisMark {
  public let _axisElements: [_AxisElement]
  /// A grid line, centred in a category's band when `centered`.
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
    _axisElements = [_AxisElement(kind: .gridLine, stroke: stroke)]
  }
}

/// A short line on the axis at a value.
public struct AxisTick: AxisMark {
  /// The length of a tick.
  public struct Length: Sendable {
    let points: CGFloat?
    public static var automatic: Length { Length(points: nil) }
    public static var label: Length { Length(points: nil) }
    public static var longestLabel: Length { Length(points: nil) }
  }
  public let _axisElements: [_AxisElement]
  /// A tick `length` points long.
  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
    _axisElements = [_AxisElement(kind: .tick(length: length), stroke: stroke)]
  }
  /// A tick of a named length.
  public init(centered: Bool? = nil, length: Length, stroke: StrokeStyle? = nil) {
    _axisElements = [_AxisElement(kind: .tick(length: length.points), stroke: stroke)]
  }
}

/// How an axis label gives way when it would overlap its neighbours.
public struct AxisValueLabelCollisionResolution: Sendable {
  enum Rule: Equatable { case automatic, greedy(priority: Double, minimumSpacing: CGFloat?), truncate, disabled }
  let rule: Rule
  /// Chosen by the axis: a categorical x axis cuts its labels to their band, other axes leave out labels that overlap.
  public static var automatic: AxisValueLabelCollisionResolution { .init(rule: .automatic) }
  /// Draws a label only if it does not overlap a label already placed.
  public static var greedy: AxisValueLabelCollisionResolution { .init(rule: .greedy(priority: 0, minimumSpacing: nil)) }
  /// Draws a label only if it does not overlap a label already placed; higher `priority` places first.
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution {
    .init(rule: .greedy(priority: priority.isFinite ? priority : 0,
                        minimumSpacing: minimumSpacing.map { $0.isFinite ? min(max($0, 0), 1_000) : 0 }))
  }
  /// Cuts a label, with an ellipsis, to the space between its neighbours.
  public static var truncate: AxisValueLabelCollisionResolution { .init(rule: .truncate) }
  /// Always draws the label whole.
  public static var disabled: AxisValueLabelCollisionResolution { .init(rule: .disabled) }
}

/// The orientation of an axis label: horizontal, or turned a quarter turn to read top down (`vertical`)
/// or bottom up (`verticalReversed`).
public struct AxisValueLabelOrientation: Sendable {
  let name: String
  /// The label's turn in degrees, clockwise.
  var degrees: Double { name == "vertical" ? 90 : name == "verticalReversed" ? -90 : 0 }
  public static var automatic: AxisValueLabelOrientation { .init(name: "automatic") }
  public static var horizontal: AxisValueLabelOrientation { .init(name: "horizontal") }
  public static var vertical: AxisValueLabelOrientation { .init(name: "vertical") }
  public static var verticalReversed: AxisValueLabelOrientation { .init(name: "verticalReversed") }
}

/// The label of an axis value.
public struct AxisValueLabel: AxisMark {
  public let _axisElements: [_AxisElement]
  init(content: AnyView?, text: String?, centered: Bool?, anchor: UnitPoint?, format: ((PlotPrimitive) -> String?)?,
       collision: AxisValueLabelCollisionResolution, orientation: AxisValueLabelOrientation) {
    _axisElements = [_AxisElement(kind: .label(content: content, text: text, centered: centered, anchor: anchor, format: format),
                                  collision: collision, orientation: orientation)]
  }
  /// The value's default label.
  public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
              collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
              orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.init(content: nil, text: nil, centered: centered, anchor: anchor, format: nil, collision: collisionResolution, orientation: orientation)
  }
  /// A label showing `content`.
  public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                             collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                             orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                             verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.init(content: AnyView(content()), text: nil, centered: centered, anchor: anchor, format: nil, collision: collisionResolution, orientation: orientation)
  }
  /// The value formatted with `format`.
  public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil)
  where Format.FormatInput: Plottable, Format.FormatOutput == String {
    self.init(content: nil, text: nil, centered: centered, anchor: anchor, format: AxisFormat.make(format), collision: collisionResolution, orientation: orientation)
  }
  /// A label showing a string.
  public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                 collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                 orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.init(content: nil, text: String(label), centered: centered, anchor: anchor, format: nil, collision: collisionResolution, orientation: orientation)
  }
  /// A label showing a localized key.
  public init(_ labelKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
              collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
              orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.init(content: nil, text: labelKey.key, centered: centered, anchor: anchor, format: nil, collision: collisionResolution, orientation: orientation)
  }
}

extension AxisMark {
  func restyled(_ change: (inout _AxisElement) -> Void) -> _AxisMarkList {
    _AxisMarkList(_axisElements: _axisElements.map { var e = $0; change(&e); return e })
  }
  /// Colours the mark.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
    let style = AnyShapeStyle(style)
    return restyled { $0.style = style }
  }
  /// Sets a label's font.
  public func font(_ font: Font?) -> some AxisMark { restyled { $0.font = font } }
  /// Moves the mark.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { restyled { $0.offset.width += x; $0.offset.height += y } }
  /// Moves the mark.
  public func offset(_ size: CGSize) -> some AxisMark { restyled { $0.offset.width += size.width; $0.offset.height += size.height } }
}
