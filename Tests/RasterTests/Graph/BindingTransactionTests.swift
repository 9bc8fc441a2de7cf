// BindingTransactionTests.swift · RasterTests/Graph · Binding(get:set:) with a setter given each write's transaction (State/Binding.swift)

import Foundation
import Testing
@testable import Raster

/// Bitwarden Authenticator's store makes its bindings with `set: { value, _ in … }`
/// (compatibility survey 7).
@Suite struct BindingTransactionTests {
    final class Writes: @unchecked Sendable {
        var values: [Int] = []
        var animations: [Animation?] = []
    }

    func binding(recordingInto writes: Writes) -> Binding<Int> {
        Binding(get: { writes.values.last ?? 0 }, set: { value, transaction in
            writes.values.append(value)
            writes.animations.append(transaction.animation)
        })
    }

    @Test func theSetterIsGivenTheTransactionOfEachWrite() {
        let writes = Writes()
        let binding = binding(recordingInto: writes)
        binding.wrappedValue = 1
        withAnimation(.linear(duration: 2)) { binding.wrappedValue = 2 }
        binding.animation(.easeIn).wrappedValue = 3
        var transaction = Transaction(animation: .spring)
        transaction.disablesAnimations = true
        binding.transaction(transaction).wrappedValue = 4
        #expect(writes.values == [1, 2, 3, 4])
        #expect(writes.animations == [nil, .linear(duration: 2), .easeIn, .spring])
        #expect(binding.wrappedValue == 4)
    }

    @Test func aOneArgumentSetterStillPicksTheValueOnlyInitializer() {
        var stored = 0
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = 5
        #expect(stored == 5)
    }
}
