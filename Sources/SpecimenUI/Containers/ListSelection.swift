import Foundation

// The data-driven `List` initializers that take a selection binding. In edit mode the list draws the
// selection as iOS does (`ListSelection`); at rest it draws the rows alone.
nonisolated extension List {
  /// Creates a list of identifiable data that supports selecting one row.
  public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = ListSelection(selection)
  }

  /// Creates a list of identifiable data that supports selecting several rows.
  public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = ListSelection(selection)
  }

  /// Creates a list identified by a key path that supports selecting one row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                          selection: Binding<SelectionValue?>?,
                                                                          @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = ListSelection(selection)
  }

  /// Creates a list identified by a key path that supports selecting several rows.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                          selection: Binding<Set<SelectionValue>>?,
                                                                          @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = ListSelection(selection)
  }

  /// Creates a list of identifiable data that supports selecting one row that cannot be deselected (macOS 13).
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue>,
                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = ListSelection(required: selection)
  }

  /// Creates a list identified by a key path that supports selecting one row that cannot be deselected (macOS 13).
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                          selection: Binding<SelectionValue>,
                                                                          @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = ListSelection(required: selection)
  }
}
