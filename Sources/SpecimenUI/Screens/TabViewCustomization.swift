import Foundation

/// The customizations a person makes to an adaptable sidebar tab view (iOS 18): tabs hidden from
/// the sidebar and tabs reordered within sections, by customization identifier.
///
/// A render starts from no customization (nothing is read from user defaults, as for any
/// `@AppStorage` value), so tabs appear with their default visibility, in builder order.
public struct TabViewCustomization: Equatable, Codable, Sendable {
  /// Hidden or shown tabs by identifier (`Visibility` is not `Codable`, so the storage keeps its names).
  private var sidebarVisibilities: [String: String] = [:]
  private var sectionOrders: [String: [String]] = [:]

  /// Creates an empty customization.
  public init() {}

  /// The visibility of the tab identified by its customization identifier in the sidebar
  /// (`.automatic` for a tab never customized).
  public subscript(sidebarVisibility id: String) -> Visibility {
    get { sidebarVisibilities[id].flatMap { name in Visibility.allCases.first { "\($0)" == name } } ?? .automatic }
    set { sidebarVisibilities[id] = "\(newValue)" }
  }

  /// The customization of the tab identified by its customization identifier (iOS 18.4).
  public subscript(tab id: String) -> TabCustomization {
    get { TabCustomization(sidebarVisibility: self[sidebarVisibility: id]) }
    set { self[sidebarVisibility: id] = newValue.sidebarVisibility }
  }

  /// The customization of the section identified by its customization identifier (iOS 18.4).
  public subscript(section id: String) -> SectionCustomization {
    get { SectionCustomization(tabOrder: sectionOrders[id]) }
    set { sectionOrders[id] = newValue.tabOrder }
  }

  /// Resets all tab sidebar visibilities back to the default, preserving the section customizations.
  public mutating func resetVisibility() { sidebarVisibilities = [:] }

  /// Resets ordering back to the default for all sections, preserving the customized tab visibilities.
  public mutating func resetSectionOrder() { sectionOrders = [:] }

  /// Resets ordering back to the default for the section with `sectionID`.
  public mutating func resetSectionOrder(for sectionID: String) { sectionOrders[sectionID] = nil }

  /// The customizations a person has made to a `Tab` (iOS 18.4).
  public struct TabCustomization: Sendable {
    /// The visibility of the tab in the sidebar.
    public var sidebarVisibility: Visibility
    /// The visibility of the tab in the tab bar (`.automatic`: a person customizes only the sidebar).
    public var tabBarVisibility: Visibility { .automatic }
  }

  /// The customizations a person has made to a `TabSection` (iOS 18.4).
  public struct SectionCustomization: Sendable {
    /// The order of the section's tabs by customization identifier, or nil for the builder's order.
    public private(set) var tabOrder: [String]?
    /// Resets the order of the tabs in the section back to the default.
    public mutating func resetTabOrder() { tabOrder = nil }
  }
}

extension AppStorage {
  /// Creates a property that can save and restore tab sidebar customizations (iOS 18).
  public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
  where Value == TabViewCustomization {
    self.init(key: key, defaultValue: wrappedValue, store: store) { stored in
      (stored as? Data).flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) }
    }
  }
}

extension SceneStorage {
  /// Creates a property that can save and restore tab sidebar customizations (iOS 18).
  public init(wrappedValue: Value = TabViewCustomization(), _ key: String) where Value == TabViewCustomization {
    self.init(defaultValue: wrappedValue)
  }
}
