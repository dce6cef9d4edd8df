import Foundation

// `Table` (iOS 16) on an iPhone: in a compact horizontal size class a table shows no column headers
// and collapses every column after the first, so its rows read as a plain list of the first
// column's cells (Apple's Table documentation). Specimen draws every table that way: renders are
// iPhone-sized. Selection and sort order are kept, not drawn.

/// A type that represents one or more columns of a table.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of value of rows presented by this column content.
  associatedtype TableRowValue: Identifiable
  /// The type of sort comparator associated with this table column content.
  associatedtype TableColumnSortComparator
}

/// Columns Specimen reads directly: each gives its cell builders in order.
protocol PrimitiveTableColumns {
  /// One cell builder per column, taking a row value of the column's row type.
  var cellBuilders: [(Any) -> AnyView] { get }
}

/// A column that displays a view for each row in a table.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent, PrimitiveTableColumns {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort

  let label: Label
  let content: (RowValue) -> Content

  var cellBuilders: [(Any) -> AnyView] {
    [{ value in (value as? RowValue).map { AnyView(content($0)) } ?? AnyView(EmptyView()) }]
  }

  /// Sets a fixed width for the column (a compact table shows only its first column, full width; a width no table
  /// could lay out is named).
  public func width(_ width: CGFloat?) -> TableColumn {
    TableColumnWidthCheck.fixed(width)
    return self
  }
  /// Sets the width range of the column (a compact table shows only its first column, full width; widths no table
  /// could lay out are named).
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
    TableColumnWidthCheck.range(min: min, ideal: ideal, max: max)
    return self
  }
  /// Sets the alignment of the column's content (iOS 17; a compact table's cells keep their leading alignment).
  public func alignment(_ alignment: TableColumnAlignment) -> TableColumn { self }
  /// Sets an identifier for customizing the column (kept, not drawn).
  public func customizationID(_ id: String) -> TableColumn { self }
  /// Sets the default visibility of the column (kept, not drawn).
  public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
}

extension TableColumn where Sort == Never, Label == Text {
  /// Creates an unsortable column with a title from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  /// Creates an unsortable column with a title from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  /// Creates an unsortable column with a text label.
  public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
  /// Creates an unsortable column that shows a string property of each row.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
    self.init(label: Text(titleKey), content: { Text($0[keyPath: value]) })
  }

  /// Creates an unsortable column with a string title that shows a string property of each row.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
    self.init(label: Text(title), content: { Text($0[keyPath: value]) })
  }
}

extension TableColumn where Label == Text {
  /// Creates a column sortable by a comparable property of each row.
  public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                             @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
    self.init(label: Text(titleKey), content: content)
  }

  /// Creates a column with a string title, sortable by a comparable property of each row.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                @ViewBuilder content: @escaping (RowValue) -> Content)
  where Sort == KeyPathComparator<RowValue> {
    self.init(label: Text(title), content: content)
  }
}

extension TableColumn where Label == Text, Content == Text {
  /// Creates a column that shows a string property of each row and sorts by it.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
              comparator: String.StandardComparator = .lexical) where Sort == KeyPathComparator<RowValue> {
    self.init(label: Text(titleKey), content: { Text($0[keyPath: value]) })
  }

  /// Creates a column with a string title that shows a string property of each row and sorts by it.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                 comparator: String.StandardComparator = .lexical) where Sort == KeyPathComparator<RowValue> {
    self.init(label: Text(title), content: { Text($0[keyPath: value]) })
  }
}

/// The horizontal alignment of a table column's content (iOS 17).
public struct TableColumnAlignment: Hashable, Sendable {
  let name: String
  /// The default alignment: leading, or the content's natural alignment.
  public static let automatic = TableColumnAlignment(name: "automatic")
  /// Leading alignment.
  public static let leading = TableColumnAlignment(name: "leading")
  /// Center alignment.
  public static let center = TableColumnAlignment(name: "center")
  /// Trailing alignment.
  public static let trailing = TableColumnAlignment(name: "trailing")
  /// Alignment for numeric content (trailing in left-to-right locales).
  public static func numeric(_ numberingSystem: Locale.NumberingSystem = Locale.current.numberingSystem) -> TableColumnAlignment {
    TableColumnAlignment(name: "numeric")
  }
}

/// Several columns a `TableColumnBuilder` block lists, in order.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort, each Column: TableColumnContent>: TableColumnContent,
  PrimitiveTableColumns {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  let columns: (repeat each Column)

  var cellBuilders: [(Any) -> AnyView] {
    var builders: [(Any) -> AnyView] = []
    for column in repeat each columns {
      builders += (column as? any PrimitiveTableColumns)?.cellBuilders ?? []
    }
    return builders
  }
}

/// One of two column contents, chosen by a condition in a `TableColumnBuilder` block.
public struct _ConditionalTableColumnContent<TrueContent: TableColumnContent, FalseContent: TableColumnContent>: TableColumnContent,
  PrimitiveTableColumns where TrueContent.TableRowValue == FalseContent.TableRowValue {
  public typealias TableRowValue = TrueContent.TableRowValue
  public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
  let content: Either

  enum Either {
    case first(TrueContent)
    case second(FalseContent)
  }

  var cellBuilders: [(Any) -> AnyView] {
    switch content {
    case .first(let columns): (columns as? any PrimitiveTableColumns)?.cellBuilders ?? []
    case .second(let columns): (columns as? any PrimitiveTableColumns)?.cellBuilders ?? []
    }
  }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
  public typealias TableRowValue = Wrapped.TableRowValue
  public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
}

extension Optional: PrimitiveTableColumns where Wrapped: TableColumnContent {
  var cellBuilders: [(Any) -> AnyView] {
    self.flatMap { ($0 as? any PrimitiveTableColumns)?.cellBuilders } ?? []
  }
}

/// Columns made from a collection, one column content per element (iOS 17): `TableColumnForEach(fields) { field in
/// TableColumn(field.name) { … } }`.
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue: Identifiable, Sort, Content: TableColumnContent>:
  TableColumnContent, PrimitiveTableColumns where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  let data: Data
  let content: (Data.Element) -> Content

  /// The columns of the first element that makes any: a compact table shows only its first column, so the columns of
  /// later elements (a collection of a million) are not built.
  var cellBuilders: [(Any) -> AnyView] {
    for element in data {
      let builders = (content(element) as? any PrimitiveTableColumns)?.cellBuilders ?? []
      if !builders.isEmpty { return builders }
    }
    return []
  }
}

extension TableColumnForEach {
  /// Creates columns from a collection of identifiable elements.
  public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.data = data
    self.content = content
  }

  /// Creates columns from a collection, each element identified by the key path `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension TableColumnForEach where Data == Range<Int>, ID == Int {
  /// Creates columns from a range of integers.
  public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

/// A result builder that creates table column content from closures.
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
  /// Takes a column of the table's row type and sort comparator.
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    column
  }

  /// Takes an unsortable column of the table's row type (in a sortable table).
  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
    column
  }

  /// A block of one column.
  public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column { column }

  /// A block of several columns, in order.
  public static func buildBlock<each Column: TableColumnContent>(_ columns: repeat each Column)
    -> TupleTableColumnContent<RowValue, Sort, repeat each Column> {
    TupleTableColumnContent(columns: (repeat each columns))
  }

  /// Columns shown when a condition holds.
  public static func buildOptional<Column: TableColumnContent>(_ column: Column?) -> Column? { column }

  /// The first branch of a condition.
  public static func buildEither<TrueContent: TableColumnContent, FalseContent: TableColumnContent>(first content: TrueContent)
    -> _ConditionalTableColumnContent<TrueContent, FalseContent> {
    _ConditionalTableColumnContent(content: .first(content))
  }

  /// The second branch of a condition.
  public static func buildEither<TrueContent: TableColumnContent, FalseContent: TableColumnContent>(second content: FalseContent)
    -> _ConditionalTableColumnContent<TrueContent, FalseContent> {
    _ConditionalTableColumnContent(content: .second(content))
  }

  /// Columns behind an availability check.
  public static func buildLimitedAvailability<Column: TableColumnContent>(_ column: Column) -> Column { column }
}

/// A type used to represent table rows.
public protocol TableRowContent<TableRowValue> {
  /// The type of value represented by this table row content.
  associatedtype TableRowValue: Identifiable
}

/// The rows of a table made from a collection of values.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  let data: Data
}

/// A container that presents rows of data arranged in one or more columns.
///
/// Drawn as an iPhone draws it, in a compact width: a plain list of the first column's cells, one
/// row per value, with no headers.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Columns.TableRowValue == Value {
  private let values: [Value]
  private let firstColumn: ((Any) -> AnyView)?

  private init(values: [Value], columns: Columns) {
    self.values = values
    firstColumn = (columns as? any PrimitiveTableColumns)?.cellBuilders.first
  }

  public var body: some View {
    if firstColumn == nil, !values.isEmpty {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "Table has \(values.count) row(s) and no column, so no row shows anything: a "
        + "table in a compact width shows only its first column's cells. Give the table a TableColumn (a TableColumnForEach over "
        + "no elements makes none)"))
    }
    return List(values) { value in
      if let firstColumn { firstColumn(value) }
    }
    .listStyle(.plain)
  }
}

extension Table {
  /// Creates a table of a collection of values.
  public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
  where Rows == TableForEachContent<Data> {
    self.init(values: Array(data), columns: columns())
  }

  /// Creates a table of a collection of values with a single selection (kept, not drawn).
  public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                            @TableColumnBuilder<Value, Never> columns: () -> Columns)
  where Rows == TableForEachContent<Data> {
    self.init(values: Array(data), columns: columns())
  }

  /// Creates a table of a collection of values with a multiple selection (kept, not drawn).
  public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                            @TableColumnBuilder<Value, Never> columns: () -> Columns)
  where Rows == TableForEachContent<Data> {
    self.init(values: Array(data), columns: columns())
  }

  /// Creates a sortable table of a collection of values (the rows are drawn in the collection's order).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                  @TableColumnBuilder<Value, Sort> columns: () -> Columns)
  where Rows == TableForEachContent<Data>, Sort.Compared == Value {
    self.init(values: Array(data), columns: columns())
  }

  /// Creates a sortable table with a single selection (kept, not drawn).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>,
                                                                  sortOrder: Binding<[Sort]>,
                                                                  @TableColumnBuilder<Value, Sort> columns: () -> Columns)
  where Rows == TableForEachContent<Data>, Sort.Compared == Value {
    self.init(values: Array(data), columns: columns())
  }

  /// Creates a sortable table with a multiple selection (kept, not drawn).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                                                  sortOrder: Binding<[Sort]>,
                                                                  @TableColumnBuilder<Value, Sort> columns: () -> Columns)
  where Rows == TableForEachContent<Data>, Sort.Compared == Value {
    self.init(values: Array(data), columns: columns())
  }
}

nonisolated extension View {
  /// Sets the style for tables within this view (a compact table draws as a plain list whatever the style).
  public func tableStyle<S: TableStyle>(_ style: S) -> some View { inert() }
  /// Sets the visibility of a table's column headers (a compact table shows none).
  public func tableColumnHeaders(_ visibility: Visibility) -> some View { inert() }
}

/// A type that applies a custom appearance to all tables within a view.
public protocol TableStyle {}

/// The default table style in the current context.
public struct AutomaticTableStyle: TableStyle {
  /// Creates the automatic table style.
  public init() {}
}

/// The table style that describes the behavior and appearance of a table with its content and selection inset.
public struct InsetTableStyle: TableStyle {
  /// Creates an inset table style.
  public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The default table style in the current context.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  /// The table style with its content and selection inset.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}
