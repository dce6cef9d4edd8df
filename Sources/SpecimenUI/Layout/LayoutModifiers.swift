import Foundation

nonisolated extension View {
  /// Adds an equal padding amount to specific edges of this view (16 pt when `length` is nil).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    node(.padding(EdgeInsets(edges, length ?? 16)), type: "padding")
  }

  /// Adds a specific padding amount to each edge of this view.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// Adds different padding amounts to each edge of this view.
  public func padding(_ insets: EdgeInsets) -> some View { node(.padding(insets), type: "padding") }

  /// Positions this view within an invisible frame with the specified size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    node(.frame(width: width, height: height, alignment: alignment), type: "frame")
  }

  /// Positions this view within an invisible frame having the specified size constraints.
  public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                    alignment: Alignment = .center) -> some View {
    let spec = FlexFrameSpec(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                             minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
    return node(.flexFrame(spec), type: "frame")
  }

  /// Fixes this view at its ideal size in the chosen dimensions.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    node(.fixedSize(horizontal: horizontal, vertical: vertical), type: "fixedSize")
  }

  /// Fixes this view at its ideal size.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// Sets the priority by which a parent layout should apportion space to this child.
  public func layoutPriority(_ value: Double) -> some View { node(.layoutPriority(value), type: "layoutPriority") }

  /// Constrains this view's dimensions to the specified aspect ratio.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    node(.aspectRatio(aspectRatio, contentMode), type: "aspectRatio")
  }

  /// Constrains this view's dimensions to the aspect ratio of the given size.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.width / aspectRatio.height
    guard !(ratio.isFinite && ratio > 0) else { return node(.aspectRatio(ratio, contentMode), type: "aspectRatio") }
    // Named by the size written (a zero size divides to NaN); laid out as `.aspectRatio(nil)` is.
    return node { child, _ in
      LayoutArgumentCheck.report(".aspectRatio(CGSize(width: \(LayoutArgumentCheck.text(aspectRatio.width)), height: "
        + "\(LayoutArgumentCheck.text(aspectRatio.height)))) is not a size with a positive finite ratio; laid out as if no ratio "
        + "were given (the view's own aspect ratio)")
      return ResolvedNode(.aspectRatio(nil, contentMode), type: "aspectRatio", children: [child])
    }
  }

  /// Scales this view to fit its parent.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales this view to fill its parent.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
  public func offset(_ offset: CGSize) -> some View { node(.offset(offset), type: "offset") }

  /// Offset this view by the specified horizontal and vertical distances.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

  /// Positions the center of this view at the specified point in its parent's coordinate space.
  public func position(_ position: CGPoint) -> some View { node(.position(position), type: "position") }

  /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

  /// Sets the view's horizontal alignment guide.
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    node(.alignmentGuide(g.key, computeValue), type: "alignmentGuide")
  }

  /// Sets the view's vertical alignment guide.
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    node(.alignmentGuide(g.key, computeValue), type: "alignmentGuide")
  }

  /// Binds a view's identity to the given value; layout-neutral (the id is recorded on the view's own node).
  public func id<ID: Hashable>(_ id: ID) -> some View {
    node { child, _ in
      child.id = "\(id)"
      return child
    }
  }

  /// Layers the given view behind this view. (Disfavored, as in SwiftUI, so that a `Color` or a gradient, which is
  /// both a view and a style, takes the style form and reaches into the safe area.)
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(_SecondaryModifier(role: .background, alignment: alignment) { $0.resolve(background) })
  }

  /// Layers the views that you specify behind this view.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    background(content(), alignment: alignment)
  }

  /// Sets the view's background to a style; on the `edges` where the view touches the safe area's edge (under a
  /// navigation or tab bar), the style reaches out to the unsafe area's edge, as `ignoresSafeArea` does.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(Rectangle().fill(style).ignoresSafeArea(.all, edges: edges))
  }

  /// Sets the view's background to the default background style (`.background`), reaching into the safe area on `edges`.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(Rectangle().fill(BackgroundStyle()).ignoresSafeArea(.all, edges: edges))
  }

  /// Sets the view's background to a shape filled with a style.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(shape.fill(style, style: fillStyle))
  }

  /// Sets the view's background to a shape filled with the background style.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(shape.fill(BackgroundStyle(), style: fillStyle))
  }

  /// Layers a secondary view in front of this view. (Disfavored, as in SwiftUI, so that a `Color` takes the style form.)
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(_SecondaryModifier(role: .overlay, alignment: alignment) { $0.resolve(overlay) })
  }

  /// Layers the views that you specify in front of this view.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    overlay(content(), alignment: alignment)
  }

  /// Layers the specified style in front of this view, reaching into the safe area on `edges` (see `background(_:ignoresSafeAreaEdges:)`).
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    overlay(Rectangle().fill(style).ignoresSafeArea(.all, edges: edges))
  }

  /// Layers a shape that you specify in front of this view.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    overlay(shape.fill(style, style: fillStyle))
  }

  /// Masks this view using the alpha channel of the given view.
  public func mask<M: View>(_ mask: M) -> some View {
    modifier(_SecondaryModifier(role: .mask, alignment: .center) { $0.resolve(mask) })
  }

  /// Masks this view using the alpha channel of the given view.
  public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
    let m = mask()
    return modifier(_SecondaryModifier(role: .mask, alignment: alignment) { $0.resolve(m) })
  }
}

/// The background style in the current context: the one set with `.backgroundStyle(_:)`, else the
/// system background (white in light mode, black in dark).
public struct BackgroundStyle: ShapeStyle {
  public init() {}
  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    if let style = environment.backgroundStyle {
      var outer = environment
      outer.backgroundStyle = nil  // `.backgroundStyle(.background)` means the system background, not itself
      return style._paint(in: outer, level: level)
    }
    return .color(environment.colorScheme == .dark ? .black : .white)
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

nonisolated extension View {
  /// Adds a border of `width` points inside this view's frame, filled with `content` (a
  /// rectangle stroked inward, as SwiftUI draws it). A NaN, infinite or negative width, or one over
  /// `LayoutArgumentCheck.maxBorderWidth` (wider than any view, whose inset would leave no rectangle to
  /// stroke), is reported naming the modifier, and no border drawn; so is a width over the smaller side of
  /// the view it borders (`BorderRectangle`).
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    let usable = width.isFinite && width >= 0 && width <= LayoutArgumentCheck.maxBorderWidth
    return overlay(BorderRectangle(width: usable ? width : 0).stroke(content, lineWidth: usable ? width : 0)).node { child, _ in
      if !(width.isFinite && width >= 0) {
        LayoutArgumentCheck.report(".border(width: \(LayoutArgumentCheck.text(width))) is not a finite width ≥ 0; drawn without the border")
      } else if !usable {
        LayoutArgumentCheck.report(".border(width: \(LayoutArgumentCheck.text(width))) is wider than any view (over "
          + "\(NumberText.describe(Double(LayoutArgumentCheck.maxBorderWidth))) pt); drawn without the border. Give the border's width in points, e.g. width: 2")
      }
      return child
    }
  }
}

/// The outline `.border(_:width:)` strokes: the view's rectangle inset by half the width, as
/// `Rectangle().strokeBorder(lineWidth:)` draws it. A width over the view's smaller side would inset the
/// rectangle past itself (a null rectangle, with infinite coordinates): such a border draws nothing and is
/// reported naming the modifier, the width and the view's size.
nonisolated struct BorderRectangle: Shape, SizeCheckedShape {
  /// `.fixed`: drawn for its layout direction already.
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  let width: CGFloat

  func path(in rect: CGRect) -> Path {
    guard rect.width >= width, rect.height >= width else { return Path() }
    return Path(rect.insetBy(dx: width / 2, dy: width / 2))
  }

  var sizeIssue: @Sendable (CGSize) -> ResolveIssue? {
    { [width] size in
      guard size.width < width || size.height < width, size.width.isFinite, size.height.isFinite else { return nil }
      return ResolveIssue(.invalidNumber, ".border(width: \(LayoutArgumentCheck.text(width))) is wider than the "
        + "\(NumberText.describe(Double(size.width)))×\(NumberText.describe(Double(size.height))) pt view it borders; drawn without the border. "
        + "Give a width up to the view's smaller side, e.g. width: 2")
    }
  }
}
