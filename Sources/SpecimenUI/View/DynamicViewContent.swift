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
  /// Sets the deletion action for the rows. In a list in edit mode (`\.editMode` `.active`) each row draws
  /// the red delete control at its leading edge; a nil action offers no deletion.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    EditableRows(base: self, actions: action == nil ? [] : .delete)
  }
  /// Sets the move action for the rows. In a list in edit mode each row draws the reorder control at its
  /// trailing edge; a nil action offers no moving.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    EditableRows(base: self, actions: action == nil ? [] : .move)
  }
}

nonisolated extension View {
  /// Adds a condition for whether the row may be deleted: a disabled row draws no delete control in edit mode.
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    modifier(_ListRowTraitModifier { $0.isDeleteDisabled = isDisabled })
  }
  /// Adds a condition for whether the row may be moved: a disabled row draws no reorder control in edit mode.
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    modifier(_ListRowTraitModifier { $0.isMoveDisabled = isDisabled })
  }
}

/// The edit actions a list row offers (`onDelete`, `onMove`, `ForEach(_:editActions:content:)`).
struct ListRowEditActions: OptionSet {
  let rawValue: Int
  static let delete = ListRowEditActions(rawValue: 1)
  static let move = ListRowEditActions(rawValue: 2)
}

/// Dynamic content with `onDelete`/`onMove` applied: it draws as its base and marks each of the base's rows with
/// the actions, for a list in edit mode to draw their controls.
nonisolated struct EditableRows<Base: DynamicViewContent>: DynamicViewContent, SubviewList {
  let base: Base
  let actions: ListRowEditActions
  var data: Base.Data { base.data }
  var body: some View { base }
  var subviewList: [ContentSubview] { contentSubviews(of: base).map { $0.offering(actions) } }
}

extension ContentSubview {
  /// This row, marked as offering `actions` in edit mode (unchanged when there are none).
  func offering(_ actions: ListRowEditActions) -> ContentSubview {
    guard !actions.isEmpty else { return self }
    func marked<V: View>(_ view: V) -> any View { view.modifier(_ListRowTraitModifier { $0.editActions.formUnion(actions) }) }
    return ContentSubview(view: marked(view), tag: tag)
  }
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
