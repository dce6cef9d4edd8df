import Foundation

// A binding to a mutable collection is itself a collection of bindings to its elements (iOS 15),
// so `ForEach($items) { $item in … }` and `List($items) { $item in … }` edit the elements in
// place. Each element binding reads and writes through the collection binding.

extension Binding: Sequence where Value: MutableCollection {
  /// A binding to one element of the collection.
  public typealias Element = Binding<Value.Element>
  /// An iterator over the element bindings.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A contiguous subrange of the element bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// A position in the collection: the wrapped collection's index.
  public typealias Index = Value.Index
  /// The indices that are valid for subscripting the collection.
  public typealias Indices = Value.Indices
  /// The position of the first element.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The collection's "past the end" position.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The indices that are valid for subscripting the collection, in ascending order.
  public var indices: Indices { wrappedValue.indices }
  /// Returns the position immediately after the given index.
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
  /// Replaces the given index with its successor.
  public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }
  /// A binding to the element at `position`: reads and writes go through this binding.
  public subscript(position: Index) -> Binding<Value.Element> {
    let base = self
    return Binding<Value.Element>(
      get: { base.wrappedValue[position] },
      set: { newValue, transaction in base.transaction(transaction).wrappedValue[position] = newValue })
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
  /// Returns the position immediately before the given index.
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
  /// Replaces the given index with its predecessor.
  public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {
  /// Returns an index that is the specified distance from the given index.
  public func index(_ i: Index, offsetBy distance: Int) -> Index { wrappedValue.index(i, offsetBy: distance) }
  /// Returns the distance between two indices.
  public func distance(from start: Index, to end: Index) -> Int { wrappedValue.distance(from: start, to: end) }
}

/// A set of edit actions on a collection of data that a view can offer to a user (iOS 16).
///
/// A list in edit mode draws the controls of the actions: the delete control and the reorder control.
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// An edit action that allows the user to move elements of a collection.
  public static var move: EditActions<Data> { EditActions(rawValue: 1) }
  /// An edit action that allows the user to delete elements from a collection.
  public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
  /// All the edit actions available on this collection.
  public static var all: EditActions<Data> { EditActions(rawValue: 3) }

  /// The actions as a list row offers them.
  var rowActions: ListRowEditActions {
    var actions: ListRowEditActions = []
    if contains(.delete) { actions.insert(.delete) }
    if contains(.move) { actions.insert(.move) }
    return actions
  }
}

extension ForEach where Content: View {
  /// Creates an instance that computes views from a binding to a collection, identified by a key
  /// path on its elements, passing each element's binding to `content` (iOS 15).
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C> {
    self.data = data
    self.content = content
    self.idOf = { $0.wrappedValue[keyPath: id] }
  }

  /// Creates an instance over a binding to a collection of identifiable data that offers the
  /// given edit actions (iOS 16); a list in edit mode draws their controls.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID {
    self.init(data, id: \C.Element.id, content: content)
    self.editActions = editActions.rowActions
  }

  /// Creates an instance over a binding to a collection, identified by a key path on its elements,
  /// that offers the given edit actions (iOS 16); a list in edit mode draws their controls.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C> {
    self.init(data, id: id, content: content)
    self.editActions = editActions.rowActions
  }
}

extension List where SelectionValue == Never {
  /// Creates a list from a binding to a collection, identified by a key path on its elements,
  /// passing each element's binding to `rowContent` (iOS 15).
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, ID, RowContent> {
    self.init(content: { ForEach(data, id: id, content: rowContent) })
  }

  /// Creates a list from a binding to a collection, identified by a key path on its elements, that
  /// offers the given edit actions (iOS 16); in edit mode the rows draw their controls.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, ID, RowContent> {
    self.init(content: { ForEach(data, id: id, editActions: editActions, content: rowContent) })
  }

  /// Creates a list from a binding to a collection of identifiable data that offers the given
  /// edit actions (iOS 16); in edit mode the rows draw their controls.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
    self.init(content: { ForEach(data, editActions: editActions, content: rowContent) })
  }
}

nonisolated extension List {
  /// Creates a list from a binding to a collection, identified by a key path on its elements, that
  /// supports selecting one row (iOS 13); in edit mode the selected row is highlighted.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = ListSelection(selection)
  }

  /// Creates a list from a binding to a collection, identified by a key path on its elements, that
  /// supports selecting several rows (iOS 13); in edit mode each row draws its selection circle.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = ListSelection(selection)
  }
}
