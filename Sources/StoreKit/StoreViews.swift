import Foundation

/// A view of one in-app purchase (iOS 17), drawn by the environment's product view style in the
/// product's loading state (a render has no App Store, so the product never loads).
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
  let productID: String
  let icon: AnyView?
  let configuration: ProductViewStyleConfiguration?
  @Environment(\.productViewStyle) private var style

  init(productID: String, icon: AnyView?, configuration: ProductViewStyleConfiguration? = nil) {
    self.productID = productID
    self.icon = icon
    self.configuration = configuration
  }

  public var body: some View {
    if let configuration {
      // `ProductView(configuration)` inside a style: the system's look for that configuration.
      BuiltInProductViewStyle(kind: .automatic).makeBody(configuration: configuration)
    } else {
      let configuration = ProductViewStyleConfiguration(productID: productID, state: .loading, hasCurrentEntitlement: false,
                                                        icon: .init(content: icon), kind: .regular)
      if let style {
        AnyView(style.makeBody(configuration: configuration))
      } else {
        BuiltInProductViewStyle(kind: .automatic).makeBody(configuration: configuration)
      }
    }
  }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
  /// A view of the product with this identifier.
  public init(id productID: String, prefersPromotionalIcon: Bool = false) {
    self.init(productID: productID, icon: nil)
  }
  /// A view of a loaded product.
  public init(_ product: Product, prefersPromotionalIcon: Bool = false) {
    self.init(productID: product.id, icon: nil)
  }
  /// The system's product view for a style's configuration.
  public init(_ configuration: ProductViewStyleConfiguration) {
    self.init(productID: configuration.productID, icon: configuration.icon.content, configuration: configuration)
  }
}

extension ProductView where PlaceholderIcon == EmptyView {
  /// A view of the product with this identifier and an icon.
  public init(id productID: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
    self.init(productID: productID, icon: AnyView(icon()))
  }
}

extension ProductView {
  /// A view of the product with this identifier, an icon and a placeholder icon while it loads.
  public init(id productID: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
              @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
    self.init(productID: productID, icon: AnyView(placeholderIcon()))
  }
}

/// A store of several products (iOS 17): a product view for each identifier, in the compact
/// style, in a list, while they load.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
  /// The first `maxShown` identifiers.
  let ids: [String]
  /// How many products the store was given.
  let total: Int
  let icon: ((String) -> AnyView)?

  init<C: Collection>(listing all: C) where C.Element == String {
    ids = Array(all.prefix(StoreView.maxShown))
    total = all.count
    icon = nil
  }

  public var body: some View {
    if total == 0 {
      // iOS's empty store is not documented; a still draws no product, and says why.
      let _ = ResolveIssues.report(ResolveIssue(.invalidNumber, "StoreView has no products (its ids or products are empty), "
        + "so it draws no product view, only its empty list. Give the store the identifiers of the products it sells"))
    }
    if total > StoreView.maxShown {
      let _ = ResolveIssues.report(ResolveIssue(.invalidNumber, "StoreView has \(total) products, more than StoreView.maxShown "
        + "(\(StoreView.maxShown)); the first \(StoreView.maxShown) are drawn. Give the store at most \(StoreView.maxShown) products "
        + "(a screen shows about 8), or split them into several stores"))
    }
    VStack(spacing: 0) {
      ForEach(Array(ids.enumerated()), id: \.offset) { index, id in
        if index > 0 { Divider().padding(.leading, 16) }
        ProductView<EmptyView, EmptyView>(productID: id, icon: icon?(id))
          .padding(.horizontal, 16)
          .padding(.vertical, 10)
      }
      Spacer(minLength: 0)
    }
    .productViewStyle(.compact)
  }

  /// The most products a store draws: more than a screen holds.
  static var maxShown: Int { 200 }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
  /// A store of the products with these identifiers.
  public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == String {
    self.init(listing: ids)
  }
  /// A store of loaded products.
  public init(products: [Product], prefersPromotionalIcon: Bool = false) {
    self.init(listing: products.lazy.map(\.id))
  }
}

extension StoreView where PlaceholderIcon == EmptyView {
  /// A store of the products with these identifiers, each with an icon.
  public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
  where C.Element == String {
    self.init(listing: ids)
  }
}

/// A subscription store (iOS 17): the marketing content above, and the subscription options below,
/// which show a progress indicator while the group's products load (always, in a render). The
/// options sit on a rounded panel, unless the content sets a `.subscriptionStoreFullHeight` (or
/// `.subscriptionStore`) container background, which fills the whole store, safe areas included,
/// with the controls over it; a `.subscriptionStoreHeader` background fills the marketing area.
public struct SubscriptionStoreView<MarketingContent: View>: View {
  let marketing: MarketingContent?

  public var body: some View {
    VStack(spacing: 0) {
      Group {
        if let marketing { marketing } else { Color.clear }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .backgroundPreferenceValue(ContainerBackgrounds.self) { ContainerBackgrounds.view(in: $0, for: [.subscriptionStoreHeader]) }
      VStack(spacing: 12) {
        ProgressView()
      }
      .frame(maxWidth: .infinity, minHeight: Self.controlsHeight)
    }
    .backgroundPreferenceValue(ContainerBackgrounds.self) { backgrounds in
      if backgrounds.contains(where: { Self.fullHeight.contains($0.placement) }) {
        ContainerBackgrounds.view(in: backgrounds, for: Self.fullHeight).ignoresSafeArea()
      } else {
        VStack(spacing: 0) {
          Spacer(minLength: 0)
          UnevenRoundedRectangle(topLeadingRadius: 24, topTrailingRadius: 24)
            .fill(Color(uiColor: .secondarySystemBackground))
            .frame(height: Self.controlsHeight)
        }
      }
    }
  }

  /// The placements drawn behind the whole store.
  static var fullHeight: Set<ContainerBackgroundPlacement> { [.subscriptionStoreFullHeight, .subscriptionStore] }
  /// The height of the controls' area while the products load.
  static var controlsHeight: CGFloat { 140 }
}

extension SubscriptionStoreView where MarketingContent == EmptyView {
  /// A store of a subscription group's products.
  public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) { marketing = nil }
  /// A store of the subscriptions with these identifiers.
  public init<C: Collection>(productIDs: C) where C.Element == String { marketing = nil }
  /// A store of loaded subscriptions.
  public init(subscriptions: [Product]) { marketing = nil }
}

extension SubscriptionStoreView {
  /// A store of a subscription group's products, under marketing content.
  public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all,
              @ViewBuilder marketingContent: () -> MarketingContent) {
    marketing = marketingContent()
  }
  /// A store of the subscriptions with these identifiers, under marketing content.
  public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> MarketingContent) where C.Element == String {
    marketing = marketingContent()
  }
  /// A store of loaded subscriptions, under marketing content.
  public init(subscriptions: [Product], @ViewBuilder marketingContent: () -> MarketingContent) {
    marketing = marketingContent()
  }
}

extension Product {
  /// Which subscriptions of a group a store offers, relative to the person's current one.
  public struct SubscriptionRelationship: Hashable, Sendable {
    let name: String
    /// Every subscription.
    public static let all = SubscriptionRelationship(name: "all")
    /// Upgrades.
    public static let upgrade = SubscriptionRelationship(name: "upgrade")
    /// Downgrades.
    public static let downgrade = SubscriptionRelationship(name: "downgrade")
    /// Crossgrades.
    public static let crossgrade = SubscriptionRelationship(name: "crossgrade")
    /// The current subscription.
    public static let current = SubscriptionRelationship(name: "current")
  }
}
