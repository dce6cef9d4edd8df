import SwiftUI
import Combine

// A session banner that ticks with a timer and dims when the app leaves the foreground.

typealias TickPublisher = Publishers.Autoconnect<Timer.TimerPublisher>

enum AppLifecycle {
    static func foregroundPublisher() -> AnyPublisher<Void, Never> {
        NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)
            .map { _ in () }
            .eraseToAnyPublisher()
    }
}

final class SessionModel: ObservableObject {
    @Published var secondsLeft = 90
    @Published var isPaused = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        $secondsLeft
            .removeDuplicates()
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .sink { value in print("left \(value)") }
            .store(in: &cancellables)
        $isPaused
            .throttle(for: 0.5, scheduler: DispatchQueue.main, latest: true)
            .receive(on: DispatchQueue.main)
            .sink { _ in }
            .store(in: &cancellables)
    }
}

struct SessionBanner: View {
    @StateObject private var model = SessionModel()
    private let timer: TickPublisher = Timer.publish(every: 1, tolerance: 0.1, on: .main, in: .common).autoconnect()
    @State private var expired = false

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(expired ? Color.red : Color.green)
                .frame(width: 16, height: 16)
            Text("\(model.secondsLeft / 60):\(String(format: "%02d", model.secondsLeft % 60))")
                .font(.headline.monospacedDigit())
                .foregroundStyle(.white)
        }
        .padding(.horizontal, 12)
        .frame(height: 36)
        .background(model.isPaused ? Color.gray : Color.blue, in: Capsule())
        .onReceive(timer) { _ in
            if model.secondsLeft > 0 { model.secondsLeft -= 1 } else { expired = true }
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in
            model.isPaused = true
        }
        .onReceive(AppLifecycle.foregroundPublisher()) {
            model.isPaused = false
        }
    }
}
