/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: PrimitiveView, MultiView {
  public var data: Data
  public var content: (Data.Element) -> Content
  let idOf: (Data.Element) -> ID
  /// The edit actions `ForEach(_:editActions:content:)` offers on each row, drawn by a list in edit mode.
  var editActions: ListRowEditActions = []

  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    ResolvedNode.group(makeChildren(in: context))
  }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] {
    var nodes: [ResolvedNode] = []
    // In a lazy container, only the first `LazyContent.limit` elements (a screenful and more); their rows are not lazy.
    var rowContext = context
    rowContext.lazyElementLimit = nil
    // The rows a lazy container may still build: a `Section` element's own `ForEach` builds from the same budget
    // (a lazy stack lists a section's rows lazily too), so sections of sections stop at one screenful in all.
    var budget = context.lazyElementLimit
    var ids = RepeatedIDs<ID>()
    defer { ids.report() }
    for element in data {
      // Past `ViewCount.limit` the cell fails; stop before evaluating the rest of a huge collection.
      guard !context.report.countExceeded else { break }
      if let left = budget, left <= 0 {
        context.report.lazyElementsCut = true
        break
      }
      ids.note(idOf(element))
      // The content closure reads the enclosing view's `@Environment` properties when it runs: run it
      // with the environment of the ForEach's place, as SwiftUI's stored properties would hold it.
      guard let view = EnvironmentValues.$current.withValue(context.environment, operation: { content(element) }) as? any View else {
        budget? -= 1
        continue
      }
      if let left = budget, view is any SectionParts {
        var sectionContext = context
        sectionContext.lazyElementLimit = left
        let rows = sectionContext.resolveChildren(view)
        nodes.append(contentsOf: rows)
        budget = left - max(1, rows.count)
      } else {
        nodes.append(contentsOf: rowContext.resolveChildren(view))
        budget? -= 1
      }
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
