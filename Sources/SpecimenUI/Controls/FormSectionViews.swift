import Foundation

/// Custom views that hold sections, as a list or form sees them.
///
/// Apps split a long form into views of their own (`struct ServingsSection: View { var body: some View { Section … } }`,
/// `ForEach(groups) { GroupSection(group: $0) }`); SwiftUI's list looks through such a view to the sections in its
/// body, so each becomes a card with its header above it. Here a custom view whose body type names a `Section`, or a
/// view of the app's own (a type outside SpecimenUI and the standard library, which may hold one), stands for its body's
/// views when one of them is a section (a custom view among them is looked into the same way, up to `depthLimit` views
/// deep); any other view stays one row, its body evaluated once, later, where it is drawn.
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

  /// The body of `view` when it is a custom view whose body may hold a section (`mayHoldSection`), evaluated as resolve
  /// evaluates a body (`ResolveContext.checkedBody`, in the current environment); nil for any other view, and
  /// for one whose environment object is missing (resolving it later reports that).
  private static func sectionHoldingBody(of view: any View) -> (any View)? {
    func body<V: View>(of view: V) -> (any View)? {
      guard !(view is any PrimitiveView), mayHoldSection(String(reflecting: V.Body.self)) else { return nil }
      let environment = EnvironmentValues.current
      guard EnvironmentObjectCheck.missing(in: view, environment: environment) == nil else { return nil }
      return ResolveContext.checkedBody(of: view, in: environment)
    }
    return body(of: view)
  }

  /// Whether a body of the type named `typeName` may hold a section: it names `Section`, or a type of a module other
  /// than SpecimenUI and the standard library (an app's own view, `Group { DetailsSection(); NotesSection() }`, whose
  /// body is looked into in turn). A body of SpecimenUI's views only (`HStack<TupleView<(Text, Spacer, Image)>>`)
  /// holds none and is not evaluated early.
  static func mayHoldSection(_ typeName: String) -> Bool {
    if typeName.contains("SpecimenUI.Section<") || typeName.contains("(unknown context at") { return true }
    var module = ""
    var atStart = true
    for character in typeName {
      if character.isLetter || character.isNumber || character == "_" {
        if atStart { module.append(character) }
      } else {
        if character == ".", atStart, !module.isEmpty, !standardModules.contains(module) { return true }
        // A qualified name's later parts (`SpecimenUI.Text`'s `Text`) are not modules.
        atStart = character != "."
        module = ""
      }
    }
    return false
  }

  /// Modules whose types hold no section of an app's own: the framework and Swift's.
  private static let standardModules: Set<String> = ["SpecimenUI", "Swift", "Foundation", "CoreGraphics", "_Concurrency"]
}
