import Foundation

/// A view built from a collection of data (`ForEach`), to which list editing actions attach.
public protocol DynamicViewContent: View {
  /// The type of the underlying collection of data.
  associatedtype Data: Collection
  /// The collection of underlying data.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
  /// Sets the deletion action for the rows (swipe to delete; nothing is swiped in a render).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
  /// Sets the move action for the rows (drag to reorder; nothing is dragged in a render).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

nonisolated extension View {
  /// Whether the user may delete this row (no drawn effect at rest).
  public func deleteDisabled(_ isDisabled: Bool) -> some View { inert() }
  /// Whether the user may move this row (no drawn effect at rest).
  public func moveDisabled(_ isDisabled: Bool) -> some View { inert() }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at the given offsets (offsets outside the collection are ignored).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` offsets to just before the element at `destination`, keeping
  /// their order (as a list reorders rows); offsets outside the collection are ignored.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moving = source.filter { $0 >= 0 && $0 < elements.count }
    guard !moving.isEmpty else { return }
    let target = Swift.min(Swift.max(destination, 0), elements.count)
    let movingSet = Set(moving)
    let before = (0..<target).filter { !movingSet.contains($0) }
    let after = (target..<elements.count).filter { !movingSet.contains($0) }
    var position = startIndex
    for offset in before + moving + after {
      self[position] = elements[offset]
      formIndex(after: &position)
    }
  }
}

/// A menu of actions on the navigation title (iOS 16); at rest it adds nothing drawn.
nonisolated public struct ToolbarTitleMenu<Content: View>: View {
  let content: Content
  /// Creates a title menu with the given actions.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { EmptyView() }
}

extension ToolbarTitleMenu where Content == EmptyView {
  /// Creates a title menu with the system's default actions.
  public init() { content = EmptyView() }
}
