import Foundation
import SpecimenUI
import Testing

/// iOS 18 sidebar-adaptable tab views on an iPhone: what a `TabViewCustomization` stores, and the tags custom
/// containers read from their subviews (which tabs the tab bar shows: `TabBarItemTests`).
@Suite struct TabCustomizationTests {
  private enum Section: Hashable { case home, radio, downloads, search }

  @Test func customizationStoresVisibilityByIdentifier() throws {
    var customization = TabViewCustomization()
    #expect(customization[sidebarVisibility: "radio"] == .automatic)
    customization[sidebarVisibility: "radio"] = .hidden
    customization[tab: "home"].sidebarVisibility = .visible
    #expect(customization[sidebarVisibility: "radio"] == .hidden)
    #expect(customization[tab: "home"].sidebarVisibility == .visible)
    #expect(customization[tab: "home"].tabBarVisibility == .automatic)
    #expect(customization[section: "library"].tabOrder == nil)

    let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(customization))
    #expect(decoded == customization)

    customization.resetVisibility()
    #expect(customization == TabViewCustomization())
  }

  @Test func appStorageReadsAStoredCustomizationOnlyFromAnExplicitStore() throws {
    var saved = TabViewCustomization()
    saved[sidebarVisibility: "radio"] = .hidden
    let store = try #require(UserDefaults(suiteName: "TabCustomizationTests"))
    store.set(try JSONEncoder().encode(saved), forKey: "tabs")
    defer { store.removePersistentDomain(forName: "TabCustomizationTests") }

    let fromStore = AppStorage(wrappedValue: TabViewCustomization(), "tabs", store: store)
    #expect(fromStore.wrappedValue[sidebarVisibility: "radio"] == .hidden)
    let fresh = AppStorage<TabViewCustomization>("tabs")
    #expect(fresh.wrappedValue == TabViewCustomization())
  }

  private func tags(@ViewBuilder _ content: () -> some View) -> [ContainerValues] {
    var values: [ContainerValues] = []
    let collect = Group(subviews: content()) { subviews in
      let _ = values = subviews.map(\.containerValues)
      EmptyView()
    }
    _ = ResolveContext().resolve(collect)
    return values
  }

  @Test func containerValuesReadTagsByType() {
    let values = tags {
      Text("plain")
      Text("week").tag(Section.radio)
      Text("optional").tag(Section.home as Section?)
      Text("none").tag(nil as Section?)
    }
    #expect(values.count == 4)
    #expect(values[0].tag(for: Section.self) == nil)
    #expect(values[1].tag(for: Section.self) == .radio)
    #expect(values[1].tag(for: Section?.self) == .some(.radio))
    #expect(values[1].tag(for: Int.self) == nil)
    #expect(values[1].hasTag(Section.radio) && !values[1].hasTag(Section.home))
    #expect(values[2].tag(for: Section.self) == .home)
    #expect(values[3].tag(for: Section?.self) == .some(nil))
    #expect(values[3].tag(for: Section.self) == nil)
    #expect(!values[0].hasTag(nil as Section?) && values[3].hasTag(nil as Section?))
  }
}
