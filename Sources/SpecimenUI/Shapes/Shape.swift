import Foundation

/// A 2D shape that you can use when drawing a view.
public protocol Shape: Sendable, Animatable, View {
  /// Describes this shape as a path within a rectangular frame of reference.
  nonisolated func path(in rect: CGRect) -> Path
  /// Returns the size of the view that will render the shape, given a proposed size.
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
  /// How a shape style is applied to this shape (iOS 15): `.fill` unless the shape says otherwise.
  nonisolated static var role: ShapeRole { get }
  /// Whether the shape's path is mirrored horizontally in a layout direction (iOS 17).
  nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

nonisolated extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// `.fill`, as SwiftUI's default.
  public static var role: ShapeRole { .fill }

  /// `.mirrors`: SwiftUI's default for apps deploying to iOS 17 or later, which Specimen draws as (an app
  /// deploying to an earlier iOS gets `.fixed`). A shape drawn right to left has its path mirrored within its
  /// frame, so a custom arrow or speech bubble points the other way.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

nonisolated extension Shape where Body == _ShapeView<Self, ForegroundStyle> {
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle())) }
}

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// Returns `self` inset by `amount`.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Hashable, Sendable, Codable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The shape of the ends of a stroked line (CoreGraphics' type, provided here since Linux lacks it).
public enum CGLineCap: Int32, Sendable, Codable, Hashable {
  case butt, round, square
}

/// The shape of the joins between stroked segments.
public enum CGLineJoin: Int32, Sendable, Codable, Hashable {
  case miter, round, bevel
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Hashable, Sendable, Codable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
              miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a shape leaf is drawn: filled, or stroked along (or inside) its outline.
public enum ShapeDrawing: Hashable, Sendable, Codable {
  case fill(FillStyle)
  case stroke(StrokeStyle)
}

/// A resolved shape: its outline as a function of its bounds, its sizing, and its paint.
public struct ShapeLeaf: @unchecked Sendable {
  /// The shape's type name, for dumps.
  public var name: String
  /// The outline within the given bounds.
  public var path: (CGRect) -> Path
  /// The size chosen for a proposal (the proposal itself for most shapes; a square for Circle).
  public var sizeThatFits: (ProposedViewSize) -> CGSize
  /// Fill or stroke.
  public var drawing: ShapeDrawing
  /// What it is drawn with.
  public var paint: Paint
  /// What is wrong with drawing the shape at a size, for a shape that cannot be drawn at every size
  /// (a `.border` wider than its view); the painter reports it as a render warning.
  public var sizeIssue: (@Sendable (CGSize) -> ResolveIssue?)? = nil
}

/// A shape whose arguments may not suit the size it is laid out at: it names the modifier and the fix.
nonisolated protocol SizeCheckedShape {
  /// What is wrong with drawing the shape at `size`, or nil.
  var sizeIssue: @Sendable (CGSize) -> ResolveIssue? { get }
}

/// A shape filled or stroked with a style.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
  public var shape: Content
  public var style: Style
  var drawing: ShapeDrawing
  /// The modifier that stroked the shape (`.stroke` or `.strokeBorder`), named when its line width is unusable.
  var strokeModifier = ".stroke"

  init(shape: Content, style: Style, drawing: ShapeDrawing, strokeModifier: String = ".stroke") {
    self.shape = shape
    self.style = style
    self.drawing = drawing
    self.strokeModifier = strokeModifier
  }

  public var body: Never { primitiveBody(Self.self) }

  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    var drawing = self.drawing
    var modifier = strokeModifier
    var outline: any Shape = ContainerShapeResolution.outline(shape, in: context.environment)
    if let stroked = shape as? any StrokedShapeProtocol {
      drawing = .stroke(stroked.strokeStyle)
      modifier = stroked.strokeModifier
      outline = ContainerShapeResolution.outline(stroked.base, in: context.environment)
    }
    let name = ShapeNames.name(of: type(of: outline))
    if case .stroke(let style) = drawing, let usable = StrokeWidthCheck.usable(style, modifier: modifier, shape: name) {
      drawing = .stroke(usable)
    }
    let leaf = ShapeLeaf(
      name: name,
      path: ShapeMirroring.path(of: outline, in: context.environment),
      sizeThatFits: { [outline] in outline.sizeThatFits($0) },
      drawing: drawing,
      paint: style._paint(in: context.environment, level: 0),
      sizeIssue: (outline as? any SizeCheckedShape)?.sizeIssue)
    return ResolvedNode(.shape(leaf), type: leaf.name)
  }
}

/// A shape type's name without generic arguments (`RoundedRectangle`), worked out once per type:
/// describing a type demangles its name, which cost more than the rest of a shape's resolve.
enum ShapeNames {
  private static let names = TypeMemo<String>()

  static func name(of type: any Shape.Type) -> String {
    names.value(for: type) { String(describing: $0).components(separatedBy: "<").first ?? "Shape" }
  }
}

protocol StrokedShapeProtocol {
  var base: any Shape { get }
  var strokeStyle: StrokeStyle { get }
  var strokeModifier: String { get }
}

/// Checks the line width a shape is stroked with as the shape resolves, where the modifier is known.
enum StrokeWidthCheck {
  /// `style` with a zero line width (nothing drawn) when its width is NaN, infinite or negative, reported naming
  /// `modifier` and `shape`; nil when the width is usable. CoreGraphics outlines nothing for such a width
  /// (`Path.strokedPath(_:)` does the same), so the stroke is left out rather than drawn at a guessed width.
  static func usable(_ style: StrokeStyle, modifier: String, shape: String) -> StrokeStyle? {
    let width = style.lineWidth
    if width.isFinite, width > LayoutArgumentCheck.longestLength {
      // Cairo outlines nothing this wide, so the cell was only "every pixel is the same colour".
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(modifier) line width \(NumberText.describe(Double(width))) is longer than any screen "
        + "(over \(Int(LayoutArgumentCheck.longestLength)) pt, LayoutArgumentCheck.longestLength), so the \(shape)'s stroke is not drawn. "
        + "Give lineWidth: (or StrokeStyle(lineWidth:)) a width that fits on a screen"))
      var style = style
      style.lineWidth = 0
      return style
    }
    guard !(width.isFinite && width >= 0) else { return nil }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(modifier) line width \(NumberText.describe(Double(width))) is not a finite "
      + "width ≥ 0, so the \(shape)'s stroke is not drawn. Give lineWidth: (or StrokeStyle(lineWidth:)) a finite width ≥ 0"))
    var style = style
    style.lineWidth = 0
    return style
  }

  /// How far `strokeBorder` insets its shape for `width`: half of it, or 0 for a width that is not finite (so the
  /// unusable width is reported once, by the stroke, and the outline stays finite).
  static func borderInset(_ width: CGFloat) -> CGFloat { width.isFinite ? width / 2 : 0 }
}

/// A shape that is the stroke of another; filling it strokes the base shape.
nonisolated public struct _StrokedShape<Base: Shape>: Shape, StrokedShapeProtocol {
  let shape: Base
  public let style: StrokeStyle
  /// The modifier that made it (`.stroke` or `.strokeBorder`).
  var strokeModifier = ".stroke"
  var base: any Shape { shape }
  var strokeStyle: StrokeStyle { style }
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
  public static var role: ShapeRole { .stroke }
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

nonisolated extension Shape {
  /// Fills this shape with a color or gradient.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .fill(style))
  }

  /// Traces the outline of this shape with a color or gradient.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, drawing: .stroke(style))
  }

  /// Traces the outline of this shape with a color or gradient.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Returns a new shape that is a stroked copy of `self`.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

  /// Returns a new shape that is a stroked copy of `self` with a line width.
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

nonisolated extension InsettableShape {
  /// Strokes the insettable shape's outline inside its bounds.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
    _ShapeView(shape: inset(by: StrokeWidthCheck.borderInset(style.lineWidth)), style: content, drawing: .stroke(style),
               strokeModifier: ".strokeBorder")
  }

  /// Strokes the insettable shape's outline inside its bounds.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2` and stroking it.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShape<InsetShape> {
    _StrokedShape(shape: inset(by: StrokeWidthCheck.borderInset(style.lineWidth)), style: style, strokeModifier: ".strokeBorder")
  }

  /// Returns a view that is the result of insetting `self` by `lineWidth / 2` and stroking it.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShape<InsetShape> {
    strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
  }
}
