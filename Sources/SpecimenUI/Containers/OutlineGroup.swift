import Foundation

/// A structure that computes views and disclosure groups on demand from an underlying collection of
/// tree-structured, identified data (iOS 14).
///
/// An element whose children key path gives a collection becomes a `DisclosureGroup` labelled by the
/// element's row, holding an outline group of its children; one whose key path gives nil is a leaf
/// row. Nothing is tapped in a still, so every group is collapsed, as iOS first shows them.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
  let rows: [AnyView]

  public var body: some View {
    ForEach(rows.indices, id: \.self) { rows[$0] }
  }
}

/// Type-erased view representing the children in an outline subgroup (iOS 14).
nonisolated public struct OutlineSubgroupChildren: View {
  let children: AnyView
  public var body: some View { children }
}

nonisolated extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
  Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
  /// Creates an outline group from a root data element and a key path to its children.
  public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
  where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
    rows = [OutlineRows.row(root, id: \.id, children: children, content: content)]
  }

  /// Creates an outline group from a collection of root data elements and a key path to each element's children.
  public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
  where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
    rows = data.map { OutlineRows.row($0, id: \.id, children: children, content: content) }
  }
}

nonisolated extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// Creates an outline group from a root data element, the key path to its identifier, and a key path to its children.
  public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
  where DataElement == Data.Element {
    rows = [OutlineRows.row(root, id: id, children: children, content: content)]
  }

  /// Creates an outline group from a collection of root data elements, the key path to each element's
  /// identifier, and a key path to its children.
  public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
  where DataElement == Data.Element {
    rows = data.map { OutlineRows.row($0, id: id, children: children, content: content) }
  }
}

/// Builds an outline's rows: a leaf's row, or a collapsed disclosure group over its children.
nonisolated enum OutlineRows {
  /// The outline row for `element`; its children's rows are built only when the group would show them.
  static func row<Data: RandomAccessCollection, ID: Hashable, Leaf: View>(
    _ element: Data.Element, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    content: @escaping (Data.Element) -> Leaf
  ) -> AnyView {
    guard let kids = element[keyPath: children] else { return AnyView(content(element).id(element[keyPath: id])) }
    // Built when resolved, not now: a group is collapsed, and a tree that refers to itself (a node among its own
    // children) or a chain 100 000 deep recursed here until the stack overflowed and ended the run.
    let subgroup = OutlineSubgroupChildren(children: AnyView(OutlineChildRows {
      let rows = kids.map { row($0, id: id, children: children, content: content) }
      return AnyView(ForEach(rows.indices, id: \.self) { rows[$0] })
    }))
    return AnyView(DisclosureGroup(content: { subgroup }, label: { content(element) }).id(element[keyPath: id]))
  }
}

/// The rows of an outline subgroup, made when the view is resolved (only when its group is expanded).
nonisolated struct OutlineChildRows: View {
  let make: () -> AnyView
  var body: some View { make() }
}

// `List(_:children:rowContent:)`: a list whose rows are an outline group of hierarchical data.
nonisolated extension List where SelectionValue == Never {
  /// Creates a hierarchical list that computes its rows on demand from a collection of identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data.Element: Identifiable {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// Creates a hierarchical list that identifies its rows by a key path to each element's identifier.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

nonisolated extension List {
  /// Creates a hierarchical list of identifiable data that supports selecting one row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data.Element: Identifiable {
    self.content = OutlineGroup(data, children: children, content: rowContent)
    self.selection = ListSelection(selection)
  }

  /// Creates a hierarchical list of identifiable data that supports selecting several rows.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data.Element: Identifiable {
    self.content = OutlineGroup(data, children: children, content: rowContent)
    self.selection = ListSelection(selection)
  }
}

// In a list or form each element is a row of its own, as `ForEach`'s are.
extension OutlineGroup: SubviewList {
  var subviewList: [ContentSubview] { rows.flatMap { contentSubviews(of: $0) } }
}
