import Foundation

/// A type that represents the content that you draw on a chart.
///
/// As in the iOS 18 SDK it is `@MainActor @preconcurrency`, so a custom content's `body` may read
/// main-actor state; the marks and modifiers are `nonisolated`, and a chart evaluates bodies through
/// `MainActorBridge` on the render thread, as views' bodies are.
@MainActor @preconcurrency
public protocol ChartContent {
  /// The type of content representing the body of this content.
  associatedtype Body: ChartContent
  /// The composition of content that comprise the chart content.
  @ChartContentBuilder var body: Body { get }
}

/// Content a chart draws directly (marks, groups, modified content): it adds its records itself.
protocol PrimitiveChartContent {
  func collect(into list: inout MarkList)
}

nonisolated extension ChartContent {
  /// Adds this content's marks to `list`, through `body` for composed content.
  func collectMarks(into list: inout MarkList) {
    if let primitive = self as? any PrimitiveChartContent {
      primitive.collect(into: &list)
    } else {
      nonisolated(unsafe) let content = self
      nonisolated(unsafe) let body = MainActorBridge.call { content.body }
      body.collectMarks(into: &list)
    }
  }
  /// This content's marks.
  var marks: MarkList {
    var list = MarkList()
    collectMarks(into: &list)
    return list
  }
}

extension Never: ChartContent {
  public typealias Body = Never
}

nonisolated extension ChartContent where Body == Never {
  /// Primitive content has no body.
  public var body: Never { fatalError("\(Self.self) is primitive chart content and has no body") }
}

/// Content built by `@ChartContentBuilder`: its parts in order.
nonisolated public struct _ChartContentList: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  let parts: [any ChartContent]
  func collect(into list: inout MarkList) {
    for part in parts { part.collectMarks(into: &list) }
  }
}

/// A type-erased chart content.
nonisolated public struct AnyChartContent: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  let content: any ChartContent
  /// Creates an instance that type-erases `content`.
  public init<C: ChartContent>(_ content: C) { self.content = content }
  /// Creates an instance that type-erases `content`.
  public init<C: ChartContent>(erasing content: C) { self.content = content }
  func collect(into list: inout MarkList) { content.collectMarks(into: &list) }
}

/// A result builder that builds chart content from marks, `ForEach`, `if` and `for`.
@resultBuilder
nonisolated public enum ChartContentBuilder {
  public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
  public static func buildBlock() -> _ChartContentList { _ChartContentList(parts: []) }
  public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> _ChartContentList {
    var parts: [any ChartContent] = []
    for part in repeat each content { parts.append(part) }
    return _ChartContentList(parts: parts)
  }
  public static func buildOptional(_ content: _ChartContentList?) -> _ChartContentList { content ?? _ChartContentList(parts: []) }
  public static func buildEither(first content: _ChartContentList) -> _ChartContentList { content }
  public static func buildEither(second content: _ChartContentList) -> _ChartContentList { content }
  public static func buildArray(_ contents: [_ChartContentList]) -> _ChartContentList { _ChartContentList(parts: contents) }
  public static func buildLimitedAvailability(_ content: _ChartContentList) -> _ChartContentList { content }
}

nonisolated extension ForEach: ChartContent where Content: ChartContent {
  public typealias Body = Never

  /// Creates chart content for each element of `data`, identified by `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(anyContent: data, id: { $0[keyPath: id] }, content: content)
  }
}

nonisolated extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates chart content for each identified element of `data`.
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(anyContent: data, id: \.id, content: content)
  }
}

nonisolated extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
  /// Creates chart content for each integer of a range.
  public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
    self.init(anyContent: data, id: { $0 }, content: content)
  }
}

nonisolated extension ForEach: PrimitiveChartContent where Content: ChartContent {
  /// Runs the content for each element until the list is full; the rest of the data is counted, not run
  /// (a `ForEach(0..<Int.max, id: \.self)` would otherwise loop for centuries).
  func collect(into list: inout MarkList) {
    var index = data.startIndex
    while index != data.endIndex {
      if list.isFull {
        list.drop(data.distance(from: index, to: data.endIndex))
        return
      }
      content(data[index]).collectMarks(into: &list)
      index = data.index(after: index)
    }
  }
}

/// A mechanism for grouping chart contents into a single entity.
nonisolated public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  let content: Content
  /// Groups the content the builder makes.
  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
  func collect(into list: inout MarkList) { content.collectMarks(into: &list) }
}
