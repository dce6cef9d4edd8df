import Foundation

/// iOS 17's list metrics on an iPhone, shared by every list style and by Form.
///
/// Sources: UIKit's default `UITableView.rowHeight` and the HIG's 44 × 44 pt minimum target
/// (row height 44); UIKit's table-cell content margins (11 pt above and below a row's content,
/// so a 22-pt body line makes a 44-pt row); the system layout margins of an iPhone Plus/Max
/// (`EnvironmentValues.systemLayoutMargin`, 16 pt on most iPhones and 20 on Plus/Max widths: the
/// inset-grouped card's inset from the list's sides, a row's leading and trailing content inset,
/// and the separator's leading inset, which UIKit aligns with the text);
/// `UITableView.Style.insetGrouped`'s 10-pt corner radius; and the grouped styles' section
/// spacing of 35 pt with headers and footers in the footnote style 7 pt from their section.
enum FormMetrics {
  /// The cards' corner radius.
  static let cornerRadius: CGFloat = 10
  /// A row's content inset from its top and bottom.
  static let rowVerticalInset: CGFloat = 11
  /// The least height of a row.
  static let minimumRowHeight: CGFloat = 44
  /// Space above each section of a grouped list.
  static let sectionSpacing: CGFloat = 35
  /// Space between a header or footer and its card.
  static let headerSpacing: CGFloat = 7
  /// A plain list's section header: 28 pt tall bar (UIKit's plain-style header height).
  static let plainHeaderHeight: CGFloat = 28
}

/// A list or form: sections drawn in the environment's list style, as iOS 17 draws them.
///
/// Grouped styles draw on `systemGroupedBackground` (hidden by `.scrollContentBackground(.hidden)`);
/// plain and inset styles on `systemBackground`. Rows see `isInForm`, so controls draw as rows.
nonisolated struct ListBody: View {
  let sections: [FormSection]
  var isForm = false
  /// The list's selection binding (nil: it selects nothing).
  var selection: ListSelection?
  @Environment(\.editMode) private var editMode
  @Environment(\.listStyleKind) private var styleKind
  @Environment(\.listRowSpacing) private var rowSpacing
  @Environment(\.listSectionSpacing) private var sectionSpacing
  @Environment(\.scrollContentBackground) private var contentBackground
  @Environment(\.systemLayoutMargin) private var margin

  var body: some View {
    let style = styleKind ?? .insetGrouped
    let editing = ListEditState(isActive: editMode?.wrappedValue == .active, selection: selection)
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(sections.indices, id: \.self) { index in
          ListSectionView(section: sections[index], style: style, rowSpacing: rowSpacing ?? 0, isFirst: index == 0,
                          sectionSpacing: index == 0 ? FormMetrics.sectionSpacing : sectionSpacing ?? FormMetrics.sectionSpacing,
                          editing: editing)
        }
      }
      .padding(.horizontal, style.isCard || style == .inset ? margin : 0)
      .padding(.bottom, style.isGrouped ? FormMetrics.sectionSpacing : 0)
    }
    .background {
      if contentBackground != .hidden {
        Rectangle().fill(style.isGrouped ? FormPalette.systemGroupedBackground : FormPalette.systemBackground)
          .ignoresSafeArea()
      }
    }
    .environmentChange {
      $0.isInForm = true
      $0.isInSidebarList = style == .sidebar
    }
  }
}

/// One section of a list: header, rows (in a card for grouped styles), footer.
nonisolated struct ListSectionView: View {
  let section: FormSection
  let style: ListStyleKind
  let rowSpacing: CGFloat
  let isFirst: Bool
  /// The space above the section in grouped styles (`listSectionSpacing` between sections).
  var sectionSpacing: CGFloat = FormMetrics.sectionSpacing
  /// Whether the list is in edit mode, and its selection.
  var editing = ListEditState()
  @Environment(\.systemLayoutMargin) private var margin
  @Environment(\.defaultMinListRowHeight) private var minRowHeight
  @Environment(\.defaultMinListHeaderHeight) private var minHeaderHeight

  var body: some View {
    let rows = section.rows
    let minimums = ListRowMinimums(row: minRowHeight, header: minHeaderHeight)
    // Read once per section, not once per row: each scan reads every row's traits (a section of 2 000 rows read them
    // four million times).
    let ownBackgrounds = hasOwnRowBackgrounds
    // A row's own background or selection highlight is clipped to the card's shape (a clip costs an offscreen group, so
    // only then).
    let clipsRows = ownBackgrounds || rows.contains { editing.isSelected($0) }
    // The header's and footer's own list modifiers are read so their `.listRowInsets` is checked as a row's is.
    let _ = section.header.map { listRowTraits(of: $0, sectionPart: "header") }
    let _ = section.footer.map { listRowTraits(of: $0, sectionPart: "footer") }
    VStack(alignment: .leading, spacing: 0) {
      if let header = section.header { headerView(header, minimum: minimums.header) }
      if rowSpacing > 0 {
        // iOS 17 draws spaced rows as separate cells, each with its own rounded background and no separators. The space
        // is padding above each later row, so a spacing past any screen is named once, by `listRowSpacing(_:)`.
        VStack(alignment: .leading, spacing: 0) {
          ForEach(rows.indices, id: \.self) { index in
            row(index, separator: false, minHeight: minimums.row, ownBackgrounds: ownBackgrounds)
              .background { if !ownBackgrounds { cardShape.fill(cardFill) } }
              .modifier(ClipIf(shape: cardShape, when: clipsRows))
              .padding(.top, index == 0 ? 0 : rowSpacing)
          }
        }
      } else {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(rows.indices, id: \.self) { index in
            row(index, separator: index + 1 < rows.count || showsTrailingSeparator, minHeight: minimums.row,
                ownBackgrounds: ownBackgrounds)
          }
        }
        .background { if !ownBackgrounds { cardShape.fill(cardFill) } }
        .modifier(ClipIf(shape: cardShape, when: clipsRows))
        .overlay(alignment: .top) { if showsSectionSeparator(.top) { sectionSeparator } }
        .overlay(alignment: .bottom) { if showsSectionSeparator(.bottom) { sectionSeparator } }
      }
      if let footer = section.footer {
        AnyView(footer)
          .font(.footnote)
          .foregroundStyle(HierarchicalShapeStyle.secondary)
          .padding(.horizontal, margin)
          .padding(.top, FormMetrics.headerSpacing)
      }
    }
    .padding(.top, style.isGrouped ? sectionSpacing : 0)
  }

  /// The shape rows are clipped to: rounded for card styles, a rectangle otherwise.
  private var cardShape: RoundedRectangle {
    RoundedRectangle(cornerRadius: style.isCard ? FormMetrics.cornerRadius : 0, style: .continuous)
  }

  /// Whether a row has its own `listRowBackground`, which takes the place of the card's fill under that row.
  private var hasOwnRowBackgrounds: Bool {
    section.rows.contains { listRowTraits(of: $0.view).background != nil }
  }

  /// Plain lists draw a separator under the last row too; grouped styles end at the card's edge.
  private var showsTrailingSeparator: Bool { style == .plain }

  /// Grouped (full-width) sections draw hairlines across their top and bottom unless hidden.
  private func showsSectionSeparator(_ edge: VerticalEdge) -> Bool {
    let visibility = edge == .top ? section.traits.sectionSeparatorTop : section.traits.sectionSeparatorBottom
    return visibility == .visible || (visibility == .automatic && style == .grouped)
  }

  private var sectionSeparator: some View {
    Divider()
  }

  /// The section's header in the list's style, at least `minimum` tall when `defaultMinListHeaderHeight` gives one
  /// (the text stays at the band's bottom in grouped styles, centred in a plain list's band).
  @ViewBuilder private func headerView(_ header: any View, minimum: CGFloat?) -> some View {
    switch style {
    case .sidebar:
      // Sidebar headers: headline weight in the primary color, not capitalised, with a disclosure chevron.
      SidebarSectionHeader(header: header, isCollapsed: section.isCollapsed)
        .padding(.horizontal, margin)
        .padding(.bottom, FormMetrics.headerSpacing)
        .modifier(HeaderMinimum(height: minimum))
    case .plain:
      // Plain headers: a 28-pt band of footnote-semibold secondary text at the row inset.
      SectionHeaderText(header: header, standardFont: .footnote.weight(.semibold), sectionProminence: section.traits.headerProminence)
        .frame(maxWidth: .infinity, minHeight: minimum ?? FormMetrics.plainHeaderHeight, alignment: .leading)
        .padding(.horizontal, margin)
    default:
      SectionHeaderText(header: header, standardFont: .footnote, sectionProminence: section.traits.headerProminence)
        .padding(.horizontal, margin)
        .padding(.bottom, FormMetrics.headerSpacing)
        .modifier(HeaderMinimum(height: minimum))
    }
  }

  /// Row `index`: its content inset, at least `minHeight` tall (44 pt unless `defaultMinListRowHeight` says
  /// otherwise), on its background (`ownBackgrounds`: whether a row of the section has its own), with its separator.
  private func row(_ index: Int, separator: Bool, minHeight: CGFloat, ownBackgrounds: Bool) -> some View {
    let subview = section.rows[index]
    let traits = listRowTraits(of: subview.view)
    let insets = traits.insets ?? EdgeInsets(top: FormMetrics.rowVerticalInset, leading: margin,
                                             bottom: FormMetrics.rowVerticalInset, trailing: margin)
    let controls = editing.controls(for: subview, traits: traits)
    // UIKit also hides the separators on both sides of a selected cell: the one above it and its own (OpenRadar
    // 18067518 describes it for a block of selected cells: no separators between them or below them).
    let next = index + 1 < section.rows.count ? section.rows[index + 1] : nil
    let hidden = traits.separatorBottom == .hidden || controls.isSelected
      || next.map { listRowTraits(of: $0.view).separatorTop == .hidden || editing.isSelected($0) } == true
    // Like UIKit, the separator lies inside the row above it (so rows stay 44 pt). As on iOS 16+,
    // it starts under the row's first text (`listRowSeparatorLeading`; the content inset when
    // the row has no text) and reaches the row's trailing edge (`listRowSeparatorTrailing`).
    let contentLeading = insets.leading + (controls.leading == nil ? 0 : ListEditMetrics.circleDiameter + ListEditMetrics.controlSpacing)
    return ListRowSeparatorLayout(defaultLeading: contentLeading) {
      ListRowEditControls(leading: controls.leading, showsReorder: controls.showsReorder,
                          content: ListRowBadged(row: subview, badge: traits.badge, isNavigationLink: traits.isNavigationLink))
        .environment(\.listRowContentInsets, insets)
        .padding(insets)
        .frame(minHeight: minHeight)
        .background { rowBackground(traits, isSelected: controls.isSelected, sectionHasOwn: ownBackgrounds) }
      if separator && !hidden {
        if let tint = traits.separatorTint {
          Divider(tint: tint)
        } else {
          Divider()
        }
      }
    }
  }

  /// A row's own background: the one `.listRowBackground` gave it, or, for a selected row without one (in edit mode or
  /// at rest), `systemGray4`, as UIKit highlights a selected cell. A row's own background replaces the highlight, as a
  /// UIKit cell given its own background colour shows no selected state (Apple's developer forums, thread 761936). It
  /// also replaces the card's fill, as it replaces a cell's background: a clear or translucent one shows the list's
  /// background through it. So when a section has such rows, each of its other rows is filled with the card's colour
  /// on its own (and the rows are clipped to the card's shape) instead of the card being filled under them all.
  @ViewBuilder private func rowBackground(_ traits: ListRowTraits, isSelected: Bool, sectionHasOwn: Bool) -> some View {
    if let background = traits.background {
      AnyView(background)
    } else if isSelected {
      Rectangle().fill(Color(uiColor: .systemGray4))
    } else if sectionHasOwn {
      Rectangle().fill(cardFill)
    }
  }

  /// The fill of the section's card: `secondarySystemGroupedBackground` on grouped styles, `systemBackground` otherwise.
  private var cardFill: Color {
    style.isGrouped ? FormPalette.secondarySystemGroupedBackground : FormPalette.systemBackground
  }
}

/// A sidebar list's section header: its title in the headline font and, at the trailing edge, the disclosure
/// chevron that collapses and expands the section.
///
/// Apple's documentation of `ListStyle.sidebar`: "On macOS and iOS, the sidebar list style displays disclosure
/// indicators in the section headers that allow the user to collapse and expand sections." The chevron is drawn
/// as a disclosure group's (tinted, footnote-sized, semibold): pointing down while the section is expanded and
/// right when `Section(isExpanded:)` is bound to false.
nonisolated struct SidebarSectionHeader: View {
  let header: any View
  let isCollapsed: Bool

  var body: some View {
    HStack {
      AnyView(header).font(.headline)
      Spacer(minLength: 0)
      Image(systemName: isCollapsed ? "chevron.right" : "chevron.down")
        .font(.footnote.weight(.semibold))
        .foregroundStyle(TintShapeStyle())
    }
  }
}

/// A grouped or sidebar header's least height, its text at the band's bottom; nothing when none is given.
nonisolated struct HeaderMinimum: ViewModifier {
  let height: CGFloat?
  func body(content: Content) -> some View {
    if let height { content.frame(minHeight: height, alignment: .bottomLeading) } else { content }
  }
}

/// Clips its content to `shape` when `when` is true.
nonisolated struct ClipIf: ViewModifier {
  let shape: RoundedRectangle
  let when: Bool
  func body(content: Content) -> some View {
    if when { content.clipShape(shape) } else { content }
  }
}
