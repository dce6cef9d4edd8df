import SafariServices
import SwiftUI
import UIKit

struct PlanBadge: View {
    var title: String
    var tint: Color

    var body: some View {
        Text(title)
            .font(.caption.bold())
            .foregroundStyle(.white)
            .frame(width: 80, height: 28)
            .background(tint, in: Capsule())
    }
}

/// Hosts the badge in a hosting controller, the way UIKit screens are bridged.
struct HostedPlanBadge: UIViewControllerRepresentable {
    var isPremium: Bool

    func makeUIViewController(context: Context) -> UIHostingController<PlanBadge> {
        let host = UIHostingController(rootView: PlanBadge(title: "FREE", tint: .gray))
        host.view.backgroundColor = .clear
        host.sizingOptions = [.intrinsicContentSize]
        return host
    }

    func updateUIViewController(_ uiViewController: UIHostingController<PlanBadge>, context: Context) {
        uiViewController.rootView = isPremium
            ? PlanBadge(title: "PRO", tint: .green)
            : PlanBadge(title: "FREE", tint: .gray)
    }
}

/// A hosting controller subclass keeps the system background behind its root view.
final class ReceiptHostingController: UIHostingController<PlanBadge> {
    init() {
        super.init(rootView: PlanBadge(title: "PAID", tint: .indigo))
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct ReceiptBadge: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ReceiptHostingController {
        ReceiptHostingController()
    }

    func updateUIViewController(_ uiViewController: ReceiptHostingController, context: Context) {}
}

struct SafariView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let controller = SFSafariViewController(url: url, configuration: configuration)
        controller.preferredControlTintColor = .systemOrange
        controller.dismissButtonStyle = .close
        return controller
    }

    func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
}

extension UIViewController {
    /// Embeds a SwiftUI view as a child controller pinned to `container`.
    func embed<Content: View>(_ content: Content, in container: UIView) {
        let host = UIHostingController(rootView: content)
        addChild(host)
        host.view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(host.view)
        NSLayoutConstraint.activate([
            host.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            host.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            host.view.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 8),
            host.view.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor),
            host.view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        ])
        host.didMove(toParent: self)
    }
}

struct AccountRow: View {
    var body: some View {
        HStack(spacing: 0) {
            HostedPlanBadge(isPremium: true)
                .frame(width: 100, height: 50)
            ReceiptBadge()
                .frame(width: 100, height: 50)
            SafariView(url: URL(string: "https://example.com/terms")!)
                .frame(width: 100, height: 50)
        }
        .padding(10)
        .background(Color.teal)
    }
}
