import SwiftUI

struct Toast: Equatable {
    enum Style { case success, failure }
    var style: Style
    var message: String
}

struct ToastMessageView: View {
    let toast: Toast

    init(_ toast: Toast) {
        self.toast = toast
    }

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: toast.style == .success ? "checkmark.circle.fill" : "xmark.octagon.fill")
                .foregroundStyle(toast.style == .success ? Color.green : Color.red)
            Text(toast.message)
                .font(.subheadline.weight(.medium))
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .background(Color.black.opacity(0.85), in: Capsule())
        .foregroundStyle(.white)
        .padding(8)
    }
}

extension View {
    func toast(edge: VerticalEdge = .top, isPresented: Binding<Bool>, toast: Toast) -> some View {
        modifier(ToastModifier(edge: edge, isPresented: isPresented, toast: toast))
    }
}

struct ToastModifier: ViewModifier {
    let edge: VerticalEdge
    @Binding var isPresented: Bool
    let toast: Toast

    private var alignment: Alignment {
        switch edge {
        case .top: .top
        case .bottom: .bottom
        }
    }

    func body(content: Content) -> some View {
        content
            .overlay(alignment: alignment) {
                if isPresented {
                    ToastMessageView(toast)
                        .transition(.move(edge: edge == .top ? .top : .bottom).combined(with: .opacity))
                }
            }
            .animation(.snappy, value: isPresented)
    }
}
