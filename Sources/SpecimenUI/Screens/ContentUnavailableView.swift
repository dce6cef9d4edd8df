import Foundation

/// An interface, consisting of a label and additional content, that you display when the content of your app is unavailable to users.
///
/// Drawn as iOS 17–18 draws it at rest: centred in all the space it is offered, the label's
/// icon large and secondary above its title in `.title2` bold, then the description in the
/// secondary color, then the actions. Apple publishes none of the sizes; the metrics below are
/// Specimen's estimate from iOS 17 screenshots of `ContentUnavailableView.search`.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// Creates an interface, consisting of a label and additional content, that you display when the content of your app is unavailable to users.
  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
              @ViewBuilder actions: () -> Actions = { EmptyView() }) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: ContentUnavailableMetrics.descriptionSpacing) {
      label.labelStyle(ContentUnavailableLabelStyle())
      description
        .font(.callout)
        .foregroundStyle(HierarchicalShapeStyle.secondary)
        .multilineTextAlignment(.center)
      actions
        .padding(.top, ContentUnavailableMetrics.actionsSpacing - ContentUnavailableMetrics.descriptionSpacing)
    }
    .padding(ContentUnavailableMetrics.margin)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// The numbers of `ContentUnavailableView`'s layout (Specimen's estimate: Apple publishes none).
enum ContentUnavailableMetrics {
  /// The point size of the label's symbol: about 48 pt in iOS 17 screenshots (Specimen's estimate).
  static let symbolSize: CGFloat = 48
  /// Icon to title (Specimen's estimate).
  static let iconSpacing: CGFloat = 12
  /// Title to description (Specimen's estimate).
  static let descriptionSpacing: CGFloat = 6
  /// Description to actions (Specimen's estimate).
  static let actionsSpacing: CGFloat = 16
  /// Margin around the content: the 16-pt layout margins of a phone (UIKit's readable margins).
  static let margin: CGFloat = 16
}

/// The label style a `ContentUnavailableView` gives its label: large secondary icon over a `.title2` bold title.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: ContentUnavailableMetrics.iconSpacing) {
      configuration.icon
        .font(.system(size: ContentUnavailableMetrics.symbolSize))
        .foregroundStyle(HierarchicalShapeStyle.secondary)
      configuration.title
        .font(.title2.bold())
        .multilineTextAlignment(.center)
    }
  }
}

extension ContentUnavailableView where Label == SpecimenUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// Creates an interface with a title from a localized string key, an image from the asset catalog and an optional description.
  public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { SpecimenUI.Label(titleKey, image: name) }, description: { description })
  }
  /// Creates an interface with a title from a localized string key, a system image and an optional description.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { SpecimenUI.Label(titleKey, systemImage: name) }, description: { description })
  }
  /// Creates an interface with a title from a string, an image from the asset catalog and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { SpecimenUI.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
  }
  /// Creates an interface with a title from a string, a system image and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { SpecimenUI.Label(title, systemImage: name) }, description: { description })
  }
}

/// The content of the standard search `ContentUnavailableView` (`ContentUnavailableView.search`).
nonisolated public struct SearchUnavailableContent {
  /// The label of a search `ContentUnavailableView`: "No Results" (or "No Results for “text”") with a magnifying glass.
  nonisolated public struct Label: View {
    let text: String?
    public var body: some View {
      SpecimenUI.Label(title: {
        // iOS's wording (iOS 17 `ContentUnavailableView.search(text:)`), with typographic quotes.
        Text(verbatim: text.map { $0.isEmpty ? "No Results" : "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results")
      }, icon: { Image(systemName: "magnifyingglass") })
    }
  }
  /// The description of a search `ContentUnavailableView`: "Check the spelling or try a new search."
  nonisolated public struct Description: View {
    public var body: some View { Text(verbatim: "Check the spelling or try a new search.") }
  }
  /// The actions of a search `ContentUnavailableView`: none.
  nonisolated public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions {
  /// A `ContentUnavailableView` for a search that returned no results.
  public static var search: Self { searchContent(text: nil) }

  /// A `ContentUnavailableView` for a search that returned no results, naming the searched text.
  public static func search(text: String) -> Self { searchContent(text: text) }

  private static func searchContent(text: String?) -> Self {
    Self(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
         actions: { SearchUnavailableContent.Actions() })
  }
}
