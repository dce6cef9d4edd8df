import Foundation

/// Custom views that hold sections, as a list or form sees them.
///
/// Apps split a long form into views of their own (`struct ServingsSection: View { var body: some View { Section … } }`,
/// `ForEach(groups) { GroupSection(group: $0) }`); SwiftUI's list looks through such a view to the sections in its
/// body, so each becomes a card with its header above it. Here a custom view whose body type names a `Section` stands
/// for its body's views when one of them is a section (a custom view among them is looked into the same way); any
/// other view stays one row, its body evaluated once, later, where it is drawn. So a section reached only through a
/// body that is another custom view is drawn as a row (docs/unsupported.md).
enum FormSectionViews {
  /// How many custom views deep a section is looked for (a view whose body is a view whose body is a section …).
  static let depthLimit = 8

  /// The views `subview` stands for in a list's content: its body's views when it is a custom view holding sections
  /// (each keeping the tag `subview` had from a `ForEach`, unless it has its own), else `subview` itself.
  static func expanded(_ subview: ContentSubview, depth: Int = 0) -> [ContentSubview] {
    guard depth < depthLimit, let body = sectionHoldingBody(of: subview.view) else { return [subview] }
    let views = contentSubviews(of: body).flatMap { expanded($0, depth: depth + 1) }
    guard views.contains(where: { sectionParts(of: $0.view) != nil }) else { return [subview] }
    return views.map { $0.tag == nil ? ContentSubview(view: $0.view, tag: subview.tag) : $0 }
  }

  /// The body of `view` when it is a custom view whose body's type names a `Section`, evaluated as resolve evaluates
  /// a body (`ResolveContext.checkedBody`, in the current environment); nil for any other view, and
  /// for one whose environment object is missing (resolving it later reports that).
  private static func sectionHoldingBody(of view: any View) -> (any View)? {
    func body<V: View>(of view: V) -> (any View)? {
      guard !(view is any PrimitiveView), String(reflecting: V.Body.self).contains("SpecimenUI.Section<") else { return nil }
      let environment = EnvironmentValues.current
      guard EnvironmentObjectCheck.missing(in: view, environment: environment) == nil else { return nil }
      return ResolveContext.checkedBody(of: view, in: environment)
    }
    return body(of: view)
  }
}
