/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: PrimitiveView, MultiView {
  public var data: Data
  public var content: (Data.Element) -> Content
  let idOf: (Data.Element) -> ID

  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    ResolvedNode.group(makeChildren(in: context))
  }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] {
    var nodes: [ResolvedNode] = []
    // In a lazy container, only the first `LazyContent.limit` elements (a screenful and more); their rows are not lazy.
    var rowContext = context
    rowContext.lazyElementLimit = nil
    var built = 0
    for element in data {
      // Past `ViewCount.limit` the cell fails; stop before evaluating the rest of a huge collection.
      guard !context.report.countExceeded else { break }
      if let limit = context.lazyElementLimit, built == limit {
        context.report.lazyElementsCut = true
        break
      }
      built += 1
      // The content closure reads the enclosing view's `@Environment` properties when it runs: run it
      // with the environment of the ForEach's place, as SwiftUI's stored properties would hold it.
      guard let view = EnvironmentValues.$current.withValue(context.environment, operation: { content(element) }) as? any View else { continue }
      nodes.append(contentsOf: rowContext.resolveChildren(view))
    }
    return nodes
  }
}

extension ForEach {
  /// Makes a ForEach whatever its content is: for other builders' content, like Charts' marks.
  package init(anyContent data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.idOf = id
  }
}

extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.idOf = { $0[keyPath: id] }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
