import SwiftUI
import UIKit

// A UIKit-lifecycle app file: an app delegate that registers quick actions and hands out a scene
// configuration, a window-scene delegate that hosts the SwiftUI root in a `UIHostingController`,
// and the root's banner, which looks for the foreground-active window scene to decide what it shows.

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        application.shortcutItems = [
            UIApplicationShortcutItem(type: "new-note", localizedTitle: "New Note", localizedSubtitle: nil,
                                      icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"), userInfo: nil),
            UIApplicationShortcutItem(type: "search", localizedTitle: "Search"),
        ]
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: NotesHome())
        window.makeKeyAndVisible()
        self.window = window
        if let item = connectionOptions.shortcutItem { handle(item) }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        handle(shortcutItem)
        completionHandler(true)
    }

    private func handle(_ item: UIApplicationShortcutItem) {
        if item.type == "search", let url = URL(string: "notes://search") {
            UIApplication.shared.open(url, options: [.universalLinksOnly: false])
        }
    }
}

struct SceneStatusBanner: View {
    private var activeScene: UIWindowScene? {
        UIApplication.shared.connectedScenes
            .first { $0.activationState == .foregroundActive } as? UIWindowScene
    }

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: activeScene == nil ? "moon.fill" : "sun.max.fill")
            Text(activeScene == nil ? "In background" : "Ready")
                .font(.subheadline.weight(.semibold))
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, minHeight: 36)
        .background(activeScene == nil ? Color.gray : Color.green, in: RoundedRectangle(cornerRadius: 10))
    }
}

struct NotesHome: View {
    var body: some View {
        VStack(spacing: 12) {
            SceneStatusBanner()
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.yellow.opacity(0.4))
                .frame(height: 40)
        }
        .padding(12)
    }
}
