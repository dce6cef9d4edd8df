import Foundation

/// A container for grouping controls used for data entry, drawn as an iOS inset-grouped list.
///
/// Each `Section` becomes a rounded card; views outside any section are gathered into
/// cards of their own, as in SwiftUI. Rows see `isInForm`, so controls draw as form rows.
nonisolated public struct Form<Content: View>: View {
  let content: Content

  /// Creates a form with the provided content.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    // Form draws on List's row code; its automatic style is inset-grouped, as on iOS. The form
    // style (`.formStyle(_:)`) makes the body from the content.
    let configuration = FormStyleConfiguration(content: .init(content))
    return EnvironmentValues.current.styledBody(\.formStyle) { $0._anyBody(configuration: configuration) }
  }
}

extension Form where Content == FormStyleConfiguration.Content {
  /// Creates a form based on a form style configuration (iOS 16).
  public init(_ configuration: FormStyleConfiguration) {
    self.content = configuration.content
  }
}

/// One section of a list or form: its header, footer, rows and the Section's own list traits.
struct FormSection {
  var header: (any View)?
  var footer: (any View)?
  var rows: [ContentSubview]
  var traits = ListRowTraits()
  /// Whether the section is collapsed (`Section(isExpanded:)` bound to false): a sidebar header's chevron points right.
  var isCollapsed = false

  /// The cards of `content`: each Section (also one in a custom view's body, `FormSectionViews`), and each run of views
  /// outside a section.
  static func sections(of content: any View) -> [FormSection] {
    var sections: [FormSection] = []
    var loose: [ContentSubview] = []
    for subview in contentSubviews(of: content).flatMap({ FormSectionViews.expanded($0) }) {
      if let section = sectionParts(of: subview.view) {
        if !loose.isEmpty { sections.append(FormSection(rows: loose)) }
        loose = []
        sections.append(FormSection(header: section.sectionHeader, footer: section.sectionFooter, rows: section.sectionRows,
                                    traits: listRowTraits(of: subview.view), isCollapsed: section.sectionIsCollapsed))
      } else {
        loose.append(subview)
      }
    }
    if !loose.isEmpty { sections.append(FormSection(rows: loose)) }
    return sections
  }
}

/// The Section inside `view`, looking through modifiers (`Section { … }.listSectionSeparator(.hidden)`).
func sectionParts(of view: any View) -> (any SectionParts)? {
  if let section = view as? any SectionParts { return section }
  if let modified = view as? any ModifiedView { return sectionParts(of: modified.modifiedContent) }
  if let erased = view as? AnyView { return sectionParts(of: erased.view) }
  return nil
}

/// A view with a modifier applied, seen as its unmodified content.
protocol ModifiedView {
  var modifiedContent: any View { get }
}

extension ModifiedContent: ModifiedView where Content: View, Modifier: ViewModifier {
  var modifiedContent: any View { content }
}
