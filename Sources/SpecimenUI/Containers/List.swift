import Foundation

/// A container that presents rows of data arranged in a single column, optionally providing the ability to select one or more members.
///
/// Drawn as a still frame by `ListBody` in the environment's list style (`.listStyle`);
/// `Section`s become sections with headers and footers, other views rows. A list takes its
/// whole proposal, like a scroll view, and shows its first rows.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  /// The selection binding, drawn in edit mode (nil: the list selects nothing).
  var selection: ListSelection?

  public var body: some View {
    ListBody(sections: LazyContent.$listedElements.withValue(LazyContent.limit) { FormSection.sections(of: content) },
             selection: selection)
  }
}

extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                          @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// Creates a list that computes its views on demand over a constant range.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }
}

extension List {
  /// Creates a list with the given content that supports selecting a single row (highlighted in edit mode).
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection(selection)
  }

  /// Creates a list with the given content that supports selecting multiple rows (circles in edit mode).
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection(selection)
  }

  /// Creates a list with the given content that supports selecting a single row that cannot be deselected (macOS 13).
  ///
  /// Disfavoured so that a binding to an optional or to a set keeps choosing the initializers above.
  @_disfavoredOverload
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection(required: selection)
  }
}
