import Foundation

// Text and images resolved in a canvas's environment, so a renderer can measure them before drawing them
// (`let label = context.resolve(Text(name)); let size = label.measure(in: box)`), as SwiftUI's are.

extension GraphicsContext {
  /// A text view resolved in the canvas's environment, ready to measure and draw.
  public struct ResolvedText {
    let text: Text
    let environment: EnvironmentValues
    /// The shading that fills the parts of the text that have no colour of their own (the foreground style by default).
    public var shading: Shading = .foreground

    /// The size of the text laid out in `size` (wrapping at its width), as it is drawn.
    public func measure(in size: CGSize) -> CGSize { metrics(in: size).size }
    /// The distance from the text's top to its first baseline, laid out in `size`.
    public func firstBaseline(in size: CGSize) -> CGFloat { metrics(in: size).firstBaseline ?? 0 }
    /// The distance from the text's top to its last baseline, laid out in `size`.
    public func lastBaseline(in size: CGSize) -> CGFloat { metrics(in: size).lastBaseline ?? 0 }

    /// The text as `context` draws it: its own colours, the shading (a gradient in the context's space) where it has none.
    func view(in context: GraphicsContext) -> some View {
      shading.styling(text, in: context).environmentChange { [environment] in $0 = environment }
    }

    private func metrics(in size: CGSize) -> (size: CGSize, firstBaseline: CGFloat?, lastBaseline: CGFloat?) {
      let proposal = ProposedViewSize(width: size.width.isNaN ? nil : max(0, size.width), height: size.height.isNaN ? nil : max(0, size.height))
      return GraphicsContext.measure(text, in: proposal, environment: environment)
    }
  }

  /// An image resolved in the canvas's environment, ready to measure and draw.
  public struct ResolvedImage {
    let image: Image
    let environment: EnvironmentValues
    /// The shading that fills a template image (a symbol); the foreground style by default.
    public var shading: Shading = .foreground
    /// The image's size in points (a symbol's at the environment's font and image scale).
    public var size: CGSize { GraphicsContext.measure(image, in: .unspecified, environment: environment).size }
    /// The distance from the image's top to its baseline (its bottom).
    public var baseline: CGFloat { size.height }

    /// The image as `context` draws it, resized to fill its frame when `resizable`.
    func view(in context: GraphicsContext, resizable: Bool = false) -> some View {
      shading.styling(resizable ? image.resizable() : image, in: context)
        .environmentChange { [environment] in $0 = environment }
    }
  }

  /// Resolves a text view in the canvas's environment.
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, environment: environment) }
  /// Resolves an image in the canvas's environment.
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image, environment: environment) }

  /// Draws resolved text with its anchor point at `point` (after the context's transform).
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    guard !isFull else { return }
    record(AnchoredView(content: AnyView(text.view(in: self).fixedSize()), point: anchorPoint(point), anchor: anchor))
  }

  /// Draws resolved text laid out in `rect` from its top-leading corner (after the context's transform).
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    guard !isFull, let box = drawingBox(rect, "the text") else { return }
    record(text.view(in: self).frame(width: max(0, box.width), height: max(0, box.height), alignment: .topLeading)
      .offset(x: box.minX, y: box.minY))
  }

  /// Draws a text view laid out in `rect` from its top-leading corner (after the context's transform).
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  /// Draws a resolved image with its anchor point at `point` (after the context's transform).
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    guard !isFull else { return }
    record(AnchoredView(content: AnyView(image.view(in: self).fixedSize()), point: anchorPoint(point), anchor: anchor))
  }

  /// Draws a resolved image resized to fill `rect` (after the context's transform).
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    guard !isFull, let box = drawingBox(rect, "the image") else { return }
    record(image.view(in: self, resizable: true)
      .frame(width: max(0, box.width), height: max(0, box.height)).offset(x: box.minX, y: box.minY))
  }

  /// The size (and baselines, for text) of `view` laid out for `proposal` in `environment`, measured by the layout
  /// pass in progress; zero outside one (nothing is measured outside a render).
  static func measure(_ view: some View, in proposal: ProposedViewSize, environment: EnvironmentValues)
    -> (size: CGSize, firstBaseline: CGFloat?, lastBaseline: CGFloat?) {
    guard let measure = LayoutMeasure.current else { return (.zero, nil, nil) }
    return measure.measure(ResolveContext(environment: environment).resolve(view), proposal)
  }
}
