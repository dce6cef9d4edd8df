import Foundation

/// A container for grouping controls used for data entry, drawn as an iOS inset-grouped list.
///
/// Each `Section` becomes a rounded card; views outside any section are gathered into
/// cards of their own, as in SwiftUI. Rows see `isInForm`, so controls draw as form rows.
public struct Form<Content: View>: View {
  let content: Content

  /// Creates a form with the provided content.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    InsetGroupedList(sections: FormSection.sections(of: content))
  }
}

/// One card of an inset-grouped list.
struct FormSection {
  var header: (any View)?
  var footer: (any View)?
  var rows: [ContentSubview]

  /// The cards of `content`: each Section, and each run of views outside a section.
  static func sections(of content: any View) -> [FormSection] {
    var sections: [FormSection] = []
    var loose: [ContentSubview] = []
    for subview in contentSubviews(of: content) {
      if let section = subview.view as? any SectionParts {
        if !loose.isEmpty { sections.append(FormSection(rows: loose)) }
        loose = []
        sections.append(FormSection(header: section.sectionHeader, footer: section.sectionFooter, rows: section.sectionRows))
      } else {
        loose.append(subview)
      }
    }
    if !loose.isEmpty { sections.append(FormSection(rows: loose)) }
    return sections
  }
}

/// iOS 17's inset-grouped list, as Form draws it.
///
/// `systemGroupedBackground` behind everything; each section a card inset 20 pt from the
/// sides, `secondarySystemGroupedBackground` (white, dark rgb(28,28,30)) with a 10 pt
/// continuous corner radius; rows at least 44 pt tall, content inset 20 pt from the
/// card's sides and 11 pt from its neighbours, separated by hairlines inset 20 pt from the
/// leading edge; 35 pt above each section; headers uppercase footnote in the secondary
/// color 7 pt above the card, footers footnote secondary 7 pt below it.
struct InsetGroupedList: View {
  let sections: [FormSection]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(sections.indices, id: \.self) { index in
        FormSectionCard(section: sections[index])
      }
    }
    .padding(.horizontal, FormMetrics.cardInset)
    .padding(.bottom, FormMetrics.sectionSpacing)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .background(FormPalette.systemGroupedBackground)
    .environmentChange { $0.isInForm = true }
  }
}

/// One section of an inset-grouped list: header, card of rows, footer.
struct FormSectionCard: View {
  let section: FormSection

  var body: some View {
    let rows = section.rows
    VStack(alignment: .leading, spacing: 0) {
      if let header = section.header {
        AnyView(FormSectionCard.uppercased(header))
          .font(.footnote)
          .foregroundStyle(HierarchicalShapeStyle.secondary)
          .padding(.horizontal, FormMetrics.rowHorizontalInset)
          .padding(.bottom, FormMetrics.headerSpacing)
      }
      VStack(alignment: .leading, spacing: 0) {
        ForEach(rows.indices, id: \.self) { index in
          rows[index]
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, FormMetrics.rowHorizontalInset)
            .padding(.vertical, FormMetrics.rowVerticalInset)
            .frame(minHeight: FormMetrics.minimumRowHeight)
            .overlay(alignment: .bottom) {
              // Like UIKit, the separator lies inside the row above it, so rows stay 44 pt.
              if index + 1 < rows.count {
                Divider().padding(.leading, FormMetrics.rowHorizontalInset)
              }
            }
        }
      }
      .background(
        RoundedRectangle(cornerRadius: FormMetrics.cornerRadius, style: .continuous)
          .fill(FormPalette.secondarySystemGroupedBackground))
      if let footer = section.footer {
        AnyView(footer)
          .font(.footnote)
          .foregroundStyle(HierarchicalShapeStyle.secondary)
          .padding(.horizontal, FormMetrics.rowHorizontalInset)
          .padding(.top, FormMetrics.headerSpacing)
      }
    }
    .padding(.top, FormMetrics.sectionSpacing)
  }

  /// A header as iOS shows it: a `Text` header in capitals; other views unchanged.
  static func uppercased(_ header: any View) -> any View {
    guard let text = header as? Text else { return header }
    return text.uppercased()
  }
}

/// Metrics of iOS 17's inset-grouped list.
enum FormMetrics {
  /// The cards' inset from the list's sides.
  static let cardInset: CGFloat = 20
  /// The cards' corner radius.
  static let cornerRadius: CGFloat = 10
  /// A row's content inset from the card's sides (and the separators' leading inset).
  static let rowHorizontalInset: CGFloat = 20
  /// A row's content inset from its top and bottom.
  static let rowVerticalInset: CGFloat = 11
  /// The least height of a row.
  static let minimumRowHeight: CGFloat = 44
  /// Space above each section.
  static let sectionSpacing: CGFloat = 35
  /// Space between a header or footer and its card.
  static let headerSpacing: CGFloat = 7
}
