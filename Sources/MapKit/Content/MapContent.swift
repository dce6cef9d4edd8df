import Foundation

/// A type that describes what a map shows on top of its tiles: markers, annotations and overlays.
@MainActor @preconcurrency
public protocol MapContent {
  /// The type of the content's body.
  associatedtype Body: MapContent
  /// The content this one is made of.
  @MapContentBuilder var body: Body { get }
}

/// Map content drawn directly (markers, overlays, lists, modified content): it adds its records itself.
protocol PrimitiveMapContent {
  func collect(into list: inout MapItemList)
}

nonisolated extension MapContent {
  /// Adds this content's items to `list`, through `body` for composed content.
  func collectItems(into list: inout MapItemList) {
    if let primitive = self as? any PrimitiveMapContent {
      primitive.collect(into: &list)
    } else {
      nonisolated(unsafe) let content = self
      nonisolated(unsafe) let body = MainActorBridge.call { content.body }
      body.collectItems(into: &list)
    }
  }
}

extension Never: MapContent {
  public typealias Body = Never
}

nonisolated extension MapContent where Body == Never {
  /// Primitive content has no body.
  public var body: Never { fatalError("\(Self.self) is primitive map content and has no body") }
}

/// Content built by `@MapContentBuilder`: its parts in order.
nonisolated public struct _MapContentList: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  let parts: [any MapContent]
  func collect(into list: inout MapItemList) {
    for part in parts { part.collectItems(into: &list) }
  }
}

/// Map content with no items.
nonisolated public struct EmptyMapContent: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  /// Creates empty content.
  public init() {}
  func collect(into list: inout MapItemList) {}
}

/// A result builder that makes map content from markers, annotations, overlays, `ForEach`, `if` and `for`.
@resultBuilder
nonisolated public enum MapContentBuilder {
  public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
  public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
  public static func buildBlock<each C: MapContent>(_ content: repeat each C) -> _MapContentList {
    var parts: [any MapContent] = []
    for part in repeat each content { parts.append(part) }
    return _MapContentList(parts: parts)
  }
  public static func buildOptional(_ content: _MapContentList?) -> _MapContentList { content ?? _MapContentList(parts: []) }
  public static func buildEither(first content: _MapContentList) -> _MapContentList { content }
  public static func buildEither(second content: _MapContentList) -> _MapContentList { content }
  public static func buildArray(_ contents: [_MapContentList]) -> _MapContentList { _MapContentList(parts: contents) }
  public static func buildLimitedAvailability(_ content: _MapContentList) -> _MapContentList { content }
}

nonisolated extension ForEach: MapContent where Content: MapContent {
  public typealias Body = Never

  /// Creates map content for each element of `data`, identified by `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(anyContent: data, id: { $0[keyPath: id] }, content: content)
  }
}

nonisolated extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates map content for each identified element of `data`.
  public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(anyContent: data, id: \.id, content: content)
  }
}

nonisolated extension ForEach where Content: MapContent, Data == Range<Int>, ID == Int {
  /// Creates map content for each integer of a range.
  public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
    self.init(anyContent: data, id: { $0 }, content: content)
  }
}

nonisolated extension ForEach: PrimitiveMapContent where Content: MapContent {
  /// Runs the content for each element until the list is full; the rest is counted, not run.
  func collect(into list: inout MapItemList) {
    var index = data.startIndex
    while index != data.endIndex {
      if list.isFull {
        list.dropped += data.distance(from: index, to: data.endIndex)
        return
      }
      content(data[index]).collectItems(into: &list)
      index = data.index(after: index)
    }
  }
}
