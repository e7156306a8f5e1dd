/** Spec section 3: the HE token is kept in local storage under this key and sent as X-HE-Auth. */
export const HE_TOKEN_KEY = 'HE_TOKEN'
