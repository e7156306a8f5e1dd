import { failure, type Failure } from '../../api/failures'
import { fail, ok, type Result } from '../../api/result'
import type { AuthResult, HeCheck } from '../../api/schemas/account'
import { refreshProfile, requestPersistentStorage, signIn, type AppServices } from '../../data'
import { heTokenStore } from './he-token-store'
import { asksForProof, solveOtpChallenge } from '../../api/proof-of-work'

/** Asks for a login code; a device the server does not know for this number first solves a proof-of-work challenge. */
export async function sendLoginOtp(services: AppServices, msisdn: string): Promise<Result<unknown>> {
  const first = await services.api.sendOtp(msisdn)
  if (first.ok || !asksForProof(first.failure)) return first
  const challenge = await services.api.otpChallenge()
  if (!challenge.ok) return challenge
  const proof = await solveOtpChallenge(challenge.value)
  if (!proof.ok) return proof
  return services.api.sendOtp(msisdn, proof.value)
}

export function verifyLoginOtp(services: AppServices, msisdn: string, code: string): Promise<Result<AuthResult>> {
  return services.api.verifyOtp(msisdn, code)
}

/** Stores the credentials (one transaction), asks for persistent storage, then fetches the profile in the background. */
export async function completeLogin(services: AppServices, auth: AuthResult): Promise<Result<AuthResult>> {
  const saved = await signIn(services, auth)
  if (!saved.ok) return saved
  void requestPersistentStorage()
  void refreshProfile(services)
  return ok(auth)
}

/** A login refused by this device's silent storage, which the code screen names in its own words. */
export { storageDidNotAnswer as loginNotSaved } from '../../data'

/** A failed check clears the HE token: the viewer is no longer on the operator's network. */
export async function checkHe(services: AppServices): Promise<Result<HeCheck>> {
  const token = heTokenStore.get()
  if (!token) return fail(failure('HeNetworkSwitchedFailure'))
  const answer = await services.api.heCheck(token)
  if (!answer.ok && clearsToken(answer.failure)) heTokenStore.clear()
  return answer
}

function clearsToken(f: Failure): boolean {
  return f.type === 'HeNetworkSwitchedFailure' || f.type === 'BadRequestFailure'
}

/** Spec section 4: the HE login button checks the token, then logs in with it, then saves the login. */
export async function heLogin(services: AppServices): Promise<Result<AuthResult>> {
  const checked = await checkHe(services)
  if (!checked.ok) return checked
  const answer = await services.api.verifyHeLogin(checked.value.token)
  // A login spends the token (the server takes each once): a kept one would be cleared later, at a moment nobody chose.
  if (answer.ok || clearsToken(answer.failure)) heTokenStore.clear()
  if (!answer.ok) return answer
  return completeLogin(services, answer.value)
}
