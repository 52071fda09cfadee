import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
public protocol NumbersListUnitInput: AnyObject {
    func fetch(order: Order)
}

/// What the state holder reads from the business unit: publishers of its business state.
@MainActor
public protocol NumbersListUnitOutput: AnyObject {
    var fetchSucceeded: AnyPublisher<Void, Never> { get }
}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
public final class NumbersListUnit {
    // MARK: - Private Properties

    /// Sent when a call succeeds, for the state holder to tell the owner what happened.
    private let fetchSucceededSubject = PassthroughSubject<Void, Never>()
    /// The services its commands call.
    private let numbers: NumbersClient
    /// The calls in flight, cancelled when the unit goes away.
    private var fetchTask: Task<Void, Never>?

    // MARK: - Init

    public init(numbers: NumbersClient) {
        self.numbers = numbers
    }

    deinit {
        fetchTask?.cancel()
    }
}

// MARK: - NumbersListUnitInput

extension NumbersListUnit: NumbersListUnitInput {
    public func fetch(order: Order) {
        fetchTask?.cancel()
        fetchTask = Task { [weak self, numbers] in
            do {
                let value = try await numbers.fetch(order: order)
                guard !Task.isCancelled else { return }
                self?.numbersDownloaded(.success(value))
            } catch {
                // A call cancelled by a newer one, or as the unit goes away, reports nothing.
                guard !Task.isCancelled else { return }
                self?.numbersDownloaded(.failure(error))
            }
        }
    }
}

// MARK: - NumbersListUnitOutput

extension NumbersListUnit: NumbersListUnitOutput {
    public var fetchSucceeded: AnyPublisher<Void, Never> {
        fetchSucceededSubject.eraseToAnyPublisher()
    }
}

// MARK: - Private Methods

extension NumbersListUnit {
    /// The result of a call its command started: published for the state holder.
    private func numbersDownloaded(_ value: Result<[Int], any Error>) {
        switch value {
        case .success:
            fetchSucceededSubject.send()
        case .failure:
            break
        }
    }
}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
public enum NumbersListUnitFactory {
    @MainActor
    public static func produce(numbers: NumbersClient) -> NumbersListUnitInput & NumbersListUnitOutput {
        NumbersListUnit(numbers: numbers)
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    public static func numbersList(numbers: NumbersClient) -> NumbersListUnitInput & NumbersListUnitOutput {
        NumbersListUnitFactory.produce(numbers: numbers)
    }
}
