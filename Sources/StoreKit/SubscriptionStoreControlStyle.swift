import Foundation

/// How a subscription store draws its subscription controls (iOS 17). A store draws its controls
/// only once its products load, which never happens in a render, so a style's body is made for
/// code that calls it and a store shows its loading indicator instead.
@MainActor @preconcurrency
public protocol SubscriptionStoreControlStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Where the style can put its controls in a store (iOS 18).
  associatedtype Placement: SubscriptionStoreControlPlacement = AutomaticSubscriptionStoreControlPlacement
  /// The options a style draws controls for.
  typealias Configuration = SubscriptionStoreControlStyleConfiguration
  /// Draws the controls for a store's options.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The system's subscription store control styles.
public struct BuiltInSubscriptionStoreControlStyle: SubscriptionStoreControlStyle, Sendable {
  let name: String

  /// The system's controls: an indicator while the store's products load (always, in a render).
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.options.isEmpty { ProgressView() } else { SubscriptionStorePicker(configuration) }
  }
}

extension SubscriptionStoreControlStyle where Self == BuiltInSubscriptionStoreControlStyle {
  /// The style that suits the context.
  public static var automatic: BuiltInSubscriptionStoreControlStyle { .init(name: "automatic") }
  /// A picker with a subscribe button.
  public static var picker: BuiltInSubscriptionStoreControlStyle { .init(name: "picker") }
  /// A button per subscription.
  public static var buttons: BuiltInSubscriptionStoreControlStyle { .init(name: "buttons") }
  /// A compact picker (iOS 18).
  public static var compactPicker: BuiltInSubscriptionStoreControlStyle { .init(name: "compactPicker") }
  /// A prominent picker (iOS 18).
  public static var prominentPicker: BuiltInSubscriptionStoreControlStyle { .init(name: "prominentPicker") }
  /// A paged picker (iOS 18).
  public static var pagedPicker: BuiltInSubscriptionStoreControlStyle { .init(name: "pagedPicker") }
  /// A paged prominent picker (iOS 18).
  public static var pagedProminentPicker: BuiltInSubscriptionStoreControlStyle { .init(name: "pagedProminentPicker") }
}

/// What a subscription store control style draws: the subscriptions to offer (none in a render,
/// where no product loads).
public struct SubscriptionStoreControlStyleConfiguration {
  /// The subscriptions this control offers.
  public let options: [Option]
  /// Every subscription the store has, including ones this control does not offer.
  public let allOptions: [Product]
  /// The offered subscriptions by section (iOS 18).
  public var sections: [Section] { options.isEmpty ? [] : [Section(options: options)] }

  package init(options: [Option] = []) {
    self.options = options
    allOptions = options.map(\.subscription)
  }

  /// One subscription a control offers. Reads the product's and its subscription's properties
  /// directly (`option.displayName`, `option.subscriptionPeriod`).
  @dynamicMemberLookup
  public struct Option: Identifiable, Hashable, Sendable {
    /// The subscription.
    public let subscription: Product
    let info: Product.SubscriptionInfo
    /// The subscription's product identifier.
    public var id: String { subscription.id }

    /// The option for an auto-renewable subscription; nil for other products.
    package init?(_ product: Product) {
      guard let info = product.subscription else { return nil }
      subscription = product
      self.info = info
    }

    /// A property of the product.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Product, Value>) -> Value { subscription[keyPath: keyPath] }
    /// A property of the product's subscription.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Product.SubscriptionInfo, Value>) -> Value { info[keyPath: keyPath] }

    /// Starts subscribing (nothing is bought in a render).
    public func subscribe() {}
  }

  /// An option as a picker shows it: the option and whether it is selected.
  @dynamicMemberLookup
  public struct PickerOption: Identifiable, Hashable, Sendable {
    /// The option.
    public let option: Option
    /// Whether the picker's selection is this option.
    public let isSelected: Bool
    /// The option's identifier.
    public var id: String { option.id }
    /// A property of the option (and so of its product and subscription).
    public subscript<Value>(dynamicMember keyPath: KeyPath<Option, Value>) -> Value { option[keyPath: keyPath] }
  }

  /// A section of a store's options (iOS 18).
  public struct Section: Sendable {
    /// The section's options.
    public var options: [Option]
  }
}

/// The places a store can put its controls (iOS 18).
public struct SubscriptionStoreControlPlacementKey: Hashable, Sendable {
  let name: String
  /// The system's choice.
  static let automatic = SubscriptionStoreControlPlacementKey(name: "automatic")
  /// Anchored at the bottom of the store.
  public static let bottom = SubscriptionStoreControlPlacementKey(name: "bottom")
  /// In a bar at the bottom of the store's scroll view, which does not scroll.
  public static let bottomBar = SubscriptionStoreControlPlacementKey(name: "bottomBar")
  /// Inside the store's scroll view, after the marketing content.
  public static let scrollView = SubscriptionStoreControlPlacementKey(name: "scrollView")
  /// The options in the scroll view, the subscribe and auxiliary buttons in the bottom bar.
  public static let buttonsInBottomBar = SubscriptionStoreControlPlacementKey(name: "buttonsInBottomBar")
}

/// A place a control style can put its controls in a store (iOS 18).
public protocol SubscriptionStoreControlPlacement: RawRepresentable where RawValue == SubscriptionStoreControlPlacementKey {
  /// The system's choice.
  static var automatic: Self { get }
}

/// The system's placements of subscription controls (iOS 18).
public struct AutomaticSubscriptionStoreControlPlacement: SubscriptionStoreControlPlacement, Hashable, Sendable {
  /// The place.
  public let rawValue: SubscriptionStoreControlPlacementKey
  /// The placement for a place.
  public init?(rawValue: SubscriptionStoreControlPlacementKey) { self.rawValue = rawValue }
  init(_ key: SubscriptionStoreControlPlacementKey) { rawValue = key }
  /// The system's choice.
  public static var automatic: AutomaticSubscriptionStoreControlPlacement { .init(.automatic) }
  /// In a bar at the bottom of the store.
  public static var bottomBar: AutomaticSubscriptionStoreControlPlacement { .init(.bottomBar) }
  /// In the store's scroll view.
  public static var scrollView: AutomaticSubscriptionStoreControlPlacement { .init(.scrollView) }
  /// The options in the scroll view, the buttons in the bottom bar.
  public static var buttonsInBottomBar: AutomaticSubscriptionStoreControlPlacement { .init(.buttonsInBottomBar) }
}

/// A standard effect behind a subscription store's controls (iOS 17).
public struct SubscriptionStoreControlBackground: Hashable, Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = SubscriptionStoreControlBackground(name: "automatic")
  /// A material fading in from a gradient.
  public static let gradientMaterial = SubscriptionStoreControlBackground(name: "gradientMaterial")
  /// The gradient material, shown once content scrolls under the controls.
  public static let gradientMaterialOnScroll = SubscriptionStoreControlBackground(name: "gradientMaterialOnScroll")
}
