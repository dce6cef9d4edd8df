import Foundation

/// A view that provides a shape that you can use for drawing operations (iOS 17).
///
/// `Circle().fill(.blue).stroke(.white, lineWidth: 2)` chains: each call returns a view that
/// draws the previous one and then the new fill or stroke of the same shape in the same frame.
public protocol ShapeView<Content>: View {
  /// The type of shape this can provide.
  associatedtype Content: Shape
  /// The shape that this type draws and provides for other drawing operations.
  nonisolated var shape: Content { get }
}

extension _ShapeView: ShapeView {}

nonisolated extension ShapeView {
  /// Fills this shape with a color or gradient, over what is already drawn.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }

  /// Traces the outline of this shape with a color or gradient, over what is already drawn.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
    StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }

  /// Traces the outline of this shape with a color or gradient, over what is already drawn.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

nonisolated extension ShapeView where Content: InsettableShape {
  /// Strokes the insettable shape's outline inside its bounds, over what is already drawn.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }

  /// Strokes the insettable shape's outline inside its bounds, over what is already drawn.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A shape provider that fills its shape over a background view.
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public var background: Background
  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }
  public var body: some View { background.overlay(shape.fill(style, style: fillStyle)) }
}

/// A shape provider that strokes its shape over a background view.
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background
  public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }
  public var body: some View { background.overlay(shape.stroke(style, style: strokeStyle)) }
}

/// A shape provider that strokes the border of its insettable shape over a background view.
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background
  public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }
  public var body: some View { background.overlay(shape.strokeBorder(style, style: strokeStyle)) }
}
