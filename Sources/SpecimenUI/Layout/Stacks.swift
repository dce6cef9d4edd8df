import Foundation

/// A view that arranges its subviews in a horizontal line.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    let spec = StackSpec(axis: .horizontal, alignment: alignment.key, spacing: spacing)
    ResolvedNode.Kind.stack(spec).reportUnusableLayoutArguments()
    return ResolvedNode(.stack(spec), type: "HStack", children: context.resolveChildren(content))
  }
}

/// A view that arranges its subviews in a vertical line.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    let spec = StackSpec(axis: .vertical, alignment: alignment.key, spacing: spacing)
    ResolvedNode.Kind.stack(spec).reportUnusableLayoutArguments()
    return ResolvedNode(.stack(spec), type: "VStack", children: context.resolveChildren(content))
  }
}

/// A view that overlays its subviews, aligning them in both axes.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    ResolvedNode(.zstack(alignment), type: "ZStack", children: context.resolveChildren(content))
  }
}

/// A flexible space that expands along the major axis of its containing stack layout.
nonisolated public struct Spacer: View, PrimitiveView {
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    let kind = ResolvedNode.Kind.spacer(minLength: minLength)
    kind.reportUnusableLayoutArguments()
    return ResolvedNode(kind, type: "Spacer")
  }
}

/// A visual element that can be used to separate other content.
nonisolated public struct Divider: View, PrimitiveView {
  /// The colour of a list row's tinted separator (`listRowSeparatorTint`); nil for the system separator colour.
  let tint: Color?
  public init() { tint = nil }
  /// A hairline in `tint`: a list row's tinted separator, as thick as any divider.
  package init(tint: Color) { self.tint = tint }
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    if let tint { return ResolvedNode(.divider(tint._paint(in: context.environment, level: 0)), type: "Divider") }
    // iOS's separator color: rgba(60,60,67,0.29) light, rgba(84,84,88,0.6) dark.
    let dark = context.environment.colorScheme == .dark
    let color = dark ? RGBA(84, 84, 88, 0.6) : RGBA(60, 60, 67, 0.29)
    return ResolvedNode(.divider(.color(color)), type: "Divider")
  }
}

/// A container view that defines its content as a function of its own size.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    nonisolated(unsafe) let content = self.content
    return ResolvedNode(.geometryReader({ proxy in
      // Layout calls this after the resolve pass: what the content reports (a modifier's bad number inside a
      // `visualEffect`) is collected here and stamped on the content's node, where the painter finds it.
      let sink = ResolveIssueSink()
      let node = ResolveIssues.$sink.withValue(sink) { () -> ResolvedNode in
        let view = StateWriteCheck.evaluate(.geometryContent) { context.evaluate { content(proxy) } }
        let children = context.resolveChildren(view)
        // Past `ViewCount.limit` the render fails; laying out the limit's worth of views first would only cost time.
        guard !context.report.countExceeded else { return ResolvedNode(.empty, type: "ViewCountLimit") }
        let node = ResolvedNode(.zstack(.topLeading), type: "GeometryReaderContent", children: children)
        node.adoptLayoutDirection(context.environment.layoutDirection)
        return node
      }
      node.recordIssues(sink.issues)
      return node
    }), type: "GeometryReader")
  }
}
