import Foundation
import SpecimenUI
import Testing

/// An app delegate as SwiftUI apps declare one beside their views.
private final class LifecycleAppDelegate: NSObject, UIApplicationDelegate {}

/// UIKit's app and scene life cycle: what a view or delegate reads back at render time.
@Suite struct UISceneLifecycleTests {
  @Test @MainActor func aWindowIsHiddenUntilMadeKeyAndVisible() {
    let scene = UIWindowScene()
    let window = UIWindow(windowScene: scene)
    #expect(window.isHidden && window.windowScene === scene && window.rootViewController == nil)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    #expect(!window.isHidden && window.rootViewController != nil)
  }

  @Test func everyConnectedSceneIsActiveInTheForeground() {
    let states = UIApplication.shared.connectedScenes.map(\.activationState)
    #expect(states == [.foregroundActive])
    #expect(UIApplication.shared.applicationState == .active && UIApplication.shared.delegate == nil)
    #expect(UIScene.ActivationState.unattached.rawValue == -1 && UIScene.ActivationState.background.rawValue == 2)
  }

  @Test func configurationsAndShortcutItemsKeepWhatTheyAreGiven() {
    let configuration = UISceneConfiguration(name: "Default", sessionRole: .windowApplication)
    configuration.delegateClass = LifecycleAppDelegate.self
    #expect(configuration.name == "Default" && configuration.role.rawValue == "UIWindowSceneSessionRoleApplication")
    #expect(configuration.delegateClass == LifecycleAppDelegate.self)
    let item = UIApplicationShortcutItem(type: "search", localizedTitle: "Search")
    #expect(item.type == "search" && item.localizedTitle == "Search" && item.localizedSubtitle == nil && item.icon == nil)
    #expect(UIApplicationShortcutIcon(type: .update).iconType?.rawValue == 28)
    #expect(URL(string: UIApplication.openSettingsURLString)?.absoluteString == "app-settings:")
  }
}
